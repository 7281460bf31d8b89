// GET /api/order/export?status&q&from&to – the orders the admin's list shows, as a CSV file (admin)
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { withAdmin } from "@/lib/server/api/handler";
import { listOrdersForExport } from "@/lib/server/orders/admin";
import { ordersCsv } from "@/lib/server/orders/export";

export const GET = withAdmin(async ({ request }) => {
  const filter = orderFilterSchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const orders = await listOrdersForExport(filter);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(orders), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
