// GET /api/blocked-phones?page – the block list, newest first, 50 a page, each number with its orders' history (admin);
// POST /api/blocked-phones – { phone, reason } blocks a number by hand: its online orders are held for review (admin)
import { blockedPhonesFilterSchema, blockPhoneSchema } from "@/lib/domain/validation/blocked-phone";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { blockPhone, listBlockedPhones } from "@/lib/server/orders/blocked-phones";
import { actorOf } from "@/lib/server/orders/history";

export const GET = withAdmin(async ({ request }) => {
  const { page } = blockedPhonesFilterSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const { entries, ...paging } = await listBlockedPhones(page);
  return { BlockedPhones: entries, ...paging };
});

export const POST = withAdmin(async ({ request, user }) => {
  const input = parseForm(blockPhoneSchema, await readJsonObject(request));
  return { success: await blockPhone(input, actorOf(user)) };
});
