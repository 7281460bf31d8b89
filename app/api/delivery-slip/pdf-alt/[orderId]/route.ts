// GET /api/delivery-slip/pdf-alt/{orderId} – the order's one-page delivery slip as a PDF (admin)
import { notFound } from "@/lib/domain/errors";
import { withAdmin } from "@/lib/server/api/handler";
import { getOrder } from "@/lib/server/orders/admin";

export const GET = withAdmin<{ orderId: string }>(async ({ params }) => {
  const order = await getOrder(params.orderId);
  if (!order) throw notFound("Order not found");
  // The PDF renderer is large: loaded the first time a slip is printed, not with the server.
  const { renderDeliverySlip } = await import("@/lib/server/delivery-slip");
  const pdf = await renderDeliverySlip(order);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="delivery-slip-${order.transactionId}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
});
