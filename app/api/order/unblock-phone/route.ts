// POST /api/order/unblock-phone – { oId } lets the phone of an order cancelled as fake order online again (admin)
import { orderIdSchema } from "@/lib/domain/validation/admin-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { unblockPhone } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId } = parseBody(orderIdSchema, await readJsonObject(request));
  await unblockPhone(oId, actorOf(user));
  return { success: "The phone may order online again" };
});
