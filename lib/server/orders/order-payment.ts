import "server-only";
import { paymentRefusal } from "@/lib/domain/cash";
import { notFound, refused } from "@/lib/domain/errors";
import { db } from "../db";
import type { Actor } from "./history";
import { recordPayment } from "./parcels";

export interface OrderPaymentInput {
  /** Whole rupees the courier collected, and the fee it kept. */
  amount: number;
  fee: number;
  reference: string | null;
}

/**
 * The courier's payment of one order, recorded from the order's page: a payment of one line from
 * the courier the order was shipped with. The refusals are checked here for the admin's message and
 * again by recordPayment under the order's lock, where they decide.
 */
export async function recordOrderPayment(orderId: string, input: OrderPaymentInput, actor: Actor): Promise<string> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { number: true, status: true, courierId: true, paidAt: true, courier: { select: { name: true } } },
  });
  if (!order) throw notFound("Order not found");
  const courier = { id: order.courierId ?? "", name: order.courier?.name ?? "" };
  const refusal = paymentRefusal({ ...order, paid: order.paidAt !== null }, courier);
  if (refusal) throw refused(refusal);
  const { paymentId } = await recordPayment(
    { courierId: courier.id, reference: input.reference, lines: [{ orderId, amount: input.amount, fee: input.fee }] },
    actor,
  );
  return paymentId;
}
