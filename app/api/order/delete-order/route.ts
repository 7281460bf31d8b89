// POST /api/order/delete-order – delete an order; the stock of an order not cancelled goes back (admin)
import { deleteOrderSchema } from "@/lib/domain/validation/admin-order";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteOrder } from "@/lib/server/orders/lifecycle";

export const POST = withAdmin(async ({ request }) => {
  const { oId } = parseBody(deleteOrderSchema, await readJsonObject(request));
  await deleteOrder(oId);
  return { success: "Order deleted successfully" };
});
