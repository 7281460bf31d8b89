// POST /api/order/cancel-as-fake – { oId } cancels an order the shop judged fake (admin): its stock goes back, the
// customer is sent nothing, and its phone is blocked (its online orders are held for review)
import { orderIdSchema } from "@/lib/domain/validation/admin-order";
import { blockedPhoneMessages } from "@/lib/domain/validation/blocked-phone";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { cancelAsFake } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId } = parseBody(orderIdSchema, await readJsonObject(request));
  await cancelAsFake(oId, actorOf(user));
  return { success: blockedPhoneMessages.cancelledAsFake };
});
