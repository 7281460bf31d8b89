import "server-only";
import { paymentRefusal } from "@/lib/domain/cash";
import { notFound, refused } from "@/lib/domain/errors";
import { formatOrderNumber } from "@/lib/domain/orders";
import type { ReturnReason } from "@/lib/domain/parcels";
import { paymentNote, returnedNote, shippedNote } from "@/lib/domain/order-text";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { onUniqueViolation } from "../database-errors";
import { db } from "../db";
import { recordEvent, type Actor } from "./history";
import { afterCommit, by, lockOrder, lockOrders, moveTo, tell, type LockedOrder, type Tx } from "./lifecycle";

// A parcel's life after the order is packed, beside the five statuses (DESIGN.md, "after Shipped"):
// shipped with a courier under a consignment number, delivered, perhaps returned, and paid for by
// the courier. Each change is one transaction with its history entry, as in ./lifecycle.ts.

export interface ShipmentInput {
  courierId: string;
  consignmentNumber: string;
}

async function courierFor(tx: Tx, courierId: string, current: string | null) {
  // Held until commit, so the courier cannot be deleted from the list under the parcel (../couriers.ts).
  const [courier] = await tx.$queryRaw<{ name: string; active: boolean }[]>`
    SELECT "name", "active" FROM "Courier" WHERE "id" = ${courierId} FOR KEY SHARE`;
  // A retired courier stays on the parcels it already carries, but takes no new ones.
  if (!courier || (!courier.active && courierId !== current)) throw refused(parcelMessages.courier);
  return courier;
}

async function refuseTakenNumber(tx: Tx, id: string, { courierId, consignmentNumber }: ShipmentInput, courier: string) {
  const other = await tx.order.findFirst({
    where: { courierId, consignmentNumber, id: { not: id } },
    select: { number: true },
  });
  if (other)
    throw refused(
      `${courier} consignment number ${consignmentNumber} is already on order ${formatOrderNumber(other.number)}.`,
    );
}

/**
 * Hands the order to a courier: Shipped, with the "on its way" mail naming the courier and number.
 * On an order already shipped or delivered it corrects the courier or number without moving it; a
 * parcel still on its way is mailed again with the right details.
 */
export async function shipOrderIn(tx: Tx, id: string, order: LockedOrder, shipment: ShipmentInput, actor: Actor) {
  if (order.status === "Cancelled") throw refused("A cancelled order cannot be shipped; re-open it first.");
  const correcting = order.status === "Shipped" || order.status === "Delivered";
  const sameCourier = order.courierId === shipment.courierId;
  if (correcting && sameCourier && order.consignmentNumber === shipment.consignmentNumber) return {};
  // The courier that paid for the parcel carried it.
  if (order.paidAt && !sameCourier)
    throw refused(
      `Order ${formatOrderNumber(order.number)} is already paid by its courier: its courier cannot change.`,
    );
  const courier = await courierFor(tx, shipment.courierId, order.courierId);
  await refuseTakenNumber(tx, id, shipment, courier.name);
  // Another order given the same number at this moment: the unique index says no, the check above could not.
  await onUniqueViolation(
    () => tx.order.update({ where: { id }, data: shipment }),
    refused(`${courier.name} consignment number ${shipment.consignmentNumber} is already on another order.`),
  );
  const note = shippedNote({ courier, consignmentNumber: shipment.consignmentNumber });
  if (!correcting) return moveTo(tx, id, order, "Shipped", actor, { note });
  const event = await recordEvent(tx, id, actor, {
    kind: "Note",
    note: `Courier details changed. ${note}`,
    internal: false,
  });
  if (order.status === "Shipped") await tell(tx, id, "order-shipped", event.id);
  return {};
}

export async function shipOrder(id: string, shipment: ShipmentInput, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => shipOrderIn(tx, id, await lockOrder(tx, id), shipment, actor));
  await afterCommit(change, { name: "order.shipped", orderId: id, courierId: shipment.courierId, ...by(actor) });
}

/**
 * A shipped parcel that came back: the order is Cancelled, its stock returned once (a second
 * recording, or a cancel after it, finds it cancelled already), and the customer is sent nothing.
 */
export async function recordReturn(id: string, reason: ReturnReason, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.returnedAt) throw refused("This parcel's return is already recorded.");
    if (order.status !== "Shipped") throw refused("Only a shipped parcel can be recorded as returned.");
    await tx.order.update({ where: { id }, data: { returnedAt: new Date(), returnReason: reason } });
    return moveTo(tx, id, order, "Cancelled", actor, {
      topic: null,
      note: returnedNote(reason),
    });
  });
  await afterCommit(change, { name: "order.returned", orderId: id, reason, ...by(actor) });
}

export interface PaymentLine {
  orderId: string;
  /** What the courier says it collected, in whole rupees. */
  amount: number;
  fee: number;
}

export interface PaymentInput {
  courierId: string;
  /** A file name, a cheque or transfer reference. */
  reference: string | null;
  lines: PaymentLine[];
}

/**
 * The courier's payment of delivered orders' cash, all or nothing. A parcel the courier pays for
 * was delivered, so a shipped order among them is marked Delivered first.
 */
export async function recordPayment(payment: PaymentInput, actor: Actor): Promise<{ paymentId: string }> {
  if (payment.lines.length === 0) throw refused("There is no order to record a payment for.");
  const result = await db.$transaction(
    async (tx) => {
      const courier = await tx.courier.findUnique({ where: { id: payment.courierId }, select: { name: true } });
      if (!courier) throw notFound("Courier not found");
      const created = await tx.courierPayment.create({
        data: {
          courierId: payment.courierId,
          reference: payment.reference,
          amount: payment.lines.reduce((sum, line) => sum + line.amount, 0),
          fees: payment.lines.reduce((sum, line) => sum + line.fee, 0),
          recordedBy: actor.name,
        },
        select: { id: true },
      });
      // Locked at once, in id order, so two payments naming the same orders never wait in a circle.
      const locked = await lockOrders(
        tx,
        payment.lines.map((line) => line.orderId),
      );
      const paid = new Set<string>();
      for (const line of payment.lines) {
        const order = locked.get(line.orderId);
        if (!order) throw notFound("Order not found");
        // An order named twice in one payment is paid by its first line.
        const refusal = paymentRefusal(
          { ...order, paid: order.paidAt !== null || paid.has(line.orderId) },
          { id: payment.courierId, name: courier.name },
        );
        if (refusal) throw refused(refusal);
        paid.add(line.orderId);
        if (order.status === "Shipped") await moveTo(tx, line.orderId, order, "Delivered", actor);
        await tx.order.update({
          where: { id: line.orderId },
          data: { paymentId: created.id, paidAt: new Date(), paidAmount: line.amount, courierFee: line.fee },
        });
        await recordEvent(tx, line.orderId, actor, {
          kind: "Payment",
          note: paymentNote({ ...line, courier: courier.name, reference: payment.reference }),
          internal: true,
        });
      }
      return { paymentId: created.id };
    },
    // A courier's payment file may pay for thousands of orders (lib/server/courier-files/payments.ts).
    { timeout: 300_000, maxWait: 10_000 },
  );
  await afterCommit({});
  return result;
}
