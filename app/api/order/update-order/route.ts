// POST /api/order/update-order – change an order's status; cancelling returns stock, re-opening takes it again (admin)
import { updateOrderSchema } from "@/lib/domain/validation/admin-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { updateOrderStatus } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, status } = parseForm(updateOrderSchema, await readJsonObject(request));
  await updateOrderStatus(oId, status, actorOf(user));
  return { success: "Order updated successfully" };
});
