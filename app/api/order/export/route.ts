// GET /api/order/export?status&q&customer&from&to – the orders the admin's list shows, as a CSV file (admin)
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { csvFile } from "@/lib/server/api/csv-file";
import { withAdmin } from "@/lib/server/api/handler";
import { listOrdersForExport } from "@/lib/server/orders/admin";
import { ordersCsv } from "@/lib/server/orders/export";

export const GET = withAdmin(async ({ request }) => {
  const filter = orderFilterSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const orders = await listOrdersForExport(filter);
  return csvFile(ordersCsv(orders), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
});
