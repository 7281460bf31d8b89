import "server-only";
import { notFound, refused } from "@/lib/domain/errors";
import { formatOrderNumber } from "@/lib/domain/orders";
import { returnReasonLabel, type ReturnReason } from "@/lib/domain/parcels";
import { formatRupees } from "@/lib/domain/pricing";
import { db } from "../db";
import { recordEvent, type Actor } from "./history";
import { afterCommit, lockOrder, lockOrders, moveTo, type LockedOrder, type Tx } from "./lifecycle";

// A parcel's life after the order is packed, beside the five statuses (DESIGN.md, "after Shipped"):
// shipped with a courier under a consignment number, delivered, perhaps returned, and paid for by
// the courier. Each change is one transaction with its history entry, as in ./lifecycle.ts.

export interface ShipmentInput {
  courierId: string;
  consignmentNumber: string;
}

const shippedNote = (courier: string, consignmentNumber: string) =>
  `With ${courier}, consignment number ${consignmentNumber}.`;

async function courierFor(tx: Tx, courierId: string, current: string | null) {
  const courier = await tx.courier.findUnique({ where: { id: courierId }, select: { name: true, active: true } });
  // A retired courier stays on the parcels it already carries, but takes no new ones.
  if (!courier || (!courier.active && courierId !== current)) throw refused("Please choose a courier from the list.");
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
 * On an order already shipped or delivered it corrects the courier or number without moving it.
 */
export async function shipOrderIn(tx: Tx, id: string, order: LockedOrder, shipment: ShipmentInput, actor: Actor) {
  if (order.status === "Cancelled") throw refused("A cancelled order cannot be shipped; re-open it first.");
  const courier = await courierFor(tx, shipment.courierId, order.courierId);
  await refuseTakenNumber(tx, id, shipment, courier.name);
  await tx.order.update({ where: { id }, data: shipment });
  const note = shippedNote(courier.name, shipment.consignmentNumber);
  if (order.status === "Shipped" || order.status === "Delivered") {
    await recordEvent(tx, id, actor, { kind: "Note", note: `Courier details changed. ${note}`, internal: false });
    return {};
  }
  return moveTo(tx, id, order, "Shipped", actor, { note });
}

export async function shipOrder(id: string, shipment: ShipmentInput, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => shipOrderIn(tx, id, await lockOrder(tx, id), shipment, actor));
  await afterCommit(change);
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
      note: `The parcel came back to us: ${returnReasonLabel[reason].toLowerCase()}.`,
    });
  });
  await afterCommit(change);
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
        const number = formatOrderNumber(order.number);
        if (order.paidAt || paid.has(line.orderId)) throw refused(`Order ${number} is already paid.`);
        paid.add(line.orderId);
        if (order.courierId !== payment.courierId)
          throw refused(`Order ${number} was not shipped with ${courier.name}.`);
        if (order.status === "Shipped") await moveTo(tx, line.orderId, order, "Delivered", actor);
        else if (order.status !== "Delivered") throw refused(`Order ${number} is not delivered.`);
        await tx.order.update({
          where: { id: line.orderId },
          data: { paymentId: created.id, paidAt: new Date(), paidAmount: line.amount, courierFee: line.fee },
        });
        await recordEvent(tx, line.orderId, actor, {
          kind: "Payment",
          note: `${formatRupees(line.amount)} collected by ${courier.name}, fee ${formatRupees(line.fee)}${payment.reference ? ` (${payment.reference})` : ""}.`,
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
