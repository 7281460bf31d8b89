// POST /api/order/payment – { oId, amount, fee, reference? } records the courier's payment of one delivered (or
// shipped) order's cash, in whole rupees (admin); refused for an order already paid, cancelled or without a courier
import { formatRupees } from "@/lib/domain/money";
import { orderPaymentSchema } from "@/lib/domain/validation/cash";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { actorOf } from "@/lib/server/orders/history";
import { recordOrderPayment } from "@/lib/server/orders/order-payment";

export const POST = withAdmin(async ({ request, user }) => {
  const { oId, ...payment } = parseForm(orderPaymentSchema, await readJsonObject(request));
  await recordOrderPayment(oId, payment, actorOf(user));
  return { success: `Payment recorded: ${formatRupees(payment.amount)} received, fee ${formatRupees(payment.fee)}` };
});
