// GET /api/order/get-all-orders?status=&q= – orders, newest first, filtered by status and searched by transaction id,
// phone or name (admin)
import { toLegacyOrder } from "@/lib/contract/orders";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { withAdmin } from "@/lib/server/api/handler";
import { listOrders } from "@/lib/server/orders/admin";

export const GET = withAdmin(async ({ request }) => {
  const filter = orderFilterSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return { Orders: (await listOrders(filter)).map((order) => toLegacyOrder(order)) };
});
