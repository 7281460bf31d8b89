// POST /api/order/order-by-user – the caller's orders (an admin may name a user by uId), newest first
import { toLegacyOrder } from "@/lib/contract/orders";
import { readJsonObject } from "@/lib/server/api/body";
import { withUser } from "@/lib/server/api/handler";
import { isAdmin, resolveSubjectId } from "@/lib/server/auth/current-user";
import { listOrdersByUser } from "@/lib/server/orders/read";

export const POST = withUser(async ({ request, user }) => {
  const body = await readJsonObject(request, { allowEmpty: true });
  const orders = await listOrdersByUser(resolveSubjectId(user, body.uId));
  const answer = orders.map((order) => toLegacyOrder(order, isAdmin(user) ? "staff" : "shopper"));
  // The original API answered `Order`; its clients still read that.
  return { Orders: answer, Order: answer };
});
