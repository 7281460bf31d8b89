// DELETE /api/blocked-phones/{phone} – unblocks a number, written any way: its online orders are no longer held (admin;
// unblocking a number that is not blocked changes nothing)
import { unblockPhoneSchema } from "@/lib/domain/validation/blocked-phone";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { unblockPhoneNumber } from "@/lib/server/orders/blocked-phones";
import { actorOf } from "@/lib/server/orders/history";

export const DELETE = withAdmin<{ phone: string }>(async ({ params, user }) => {
  const { phone } = parseBody(unblockPhoneSchema, params);
  return { success: await unblockPhoneNumber(phone, actorOf(user)) };
});
