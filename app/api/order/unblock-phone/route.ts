// POST /api/order/unblock-phone – { oId } unblocks the phone of an order: its online orders are no longer held (admin)
import { orderIdSchema } from "@/lib/domain/validation/admin-order";
import { blockedPhoneMessages } from "@/lib/domain/validation/blocked-phone";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { unblockPhone } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId } = parseBody(orderIdSchema, await readJsonObject(request));
  await unblockPhone(oId, actorOf(user));
  return { success: blockedPhoneMessages.phoneUnblocked };
});
