import "server-only";
import { notFound, refused } from "@/lib/domain/errors";
import { orderLimits } from "@/lib/domain/limits";
import { awaitsConfirmation, mayCancelAsFake, type CallOutcome, type OrderStatus } from "@/lib/domain/orders";
import { blockedPhoneMessages } from "@/lib/domain/validation/blocked-phone";
import { catalogChanged, type CatalogChange } from "../catalog/changes";
import { returnStock, takeStock } from "../catalog/stock";
import { db } from "../db";
import { logEvent } from "../log";
import type { Prisma } from "../generated/prisma/client";
import { enqueue, withdrawCustomerMessages } from "../outbox/outbox";
import { orderMessages, type OrderTopic } from "../outbox/order-messages";
import { wakeOutbox } from "../outbox/worker";
import { releaseHold } from "./held-orders";
import { recordEvent, systemActor, type Actor } from "./history";
import { orderSelect, toOrder } from "./read";

// What happens to an order after it is placed: status changes (cancelling returns its stock,
// re-opening takes it again), the confirmation call's outcomes, notes, and deletion. Each change
// is one transaction with its history entry and the messages it sends; the caches it affects and
// the outbox worker are told after commit.

export type Tx = Prisma.TransactionClient;

const lineStockSelect = { productId: true, productName: true, stockTaken: true } satisfies Prisma.OrderLineSelect;

type LineStock = Prisma.OrderLineGetPayload<{ select: typeof lineStockSelect }>;

const stockOf = (lines: LineStock[]) => lines.map((line) => ({ productId: line.productId, amount: line.stockTaken }));

function takeStockAgain(tx: Tx, lines: LineStock[]) {
  return takeStock(tx, stockOf(lines), ({ productId, enough }) => {
    if (enough) return null;
    const { productName } = lines.find((line) => line.productId === productId)!;
    return refused(`Not enough stock of ${productName} to re-open this order.`);
  });
}

const lockedOrderSelect = {
  id: true,
  status: true,
  confirmation: true,
  releaseAt: true,
  phone: true,
  phoneKey: true,
  number: true,
  total: true,
  courierId: true,
  consignmentNumber: true,
  returnedAt: true,
  paidAt: true,
  heldForReview: true,
  lines: { select: lineStockSelect },
} satisfies Prisma.OrderSelect;

/** So two changes of one order run one after the other. */
export async function lockOrder(tx: Tx, id: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Order" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Order not found");
  return tx.order.findUniqueOrThrow({ where: { id }, select: lockedOrderSelect });
}

/**
 * Many orders at once (an imported file's), locked in id order so that two such changes never wait
 * on each other in a circle; an order that no longer exists is missing from the answer.
 */
export async function lockOrders(tx: Tx, ids: string[]): Promise<Map<string, LockedOrder>> {
  // In byte order, as JavaScript compares strings (recordPayment sorts its orders so).
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ANY(${ids}) ORDER BY id COLLATE "C" FOR UPDATE`;
  const orders = await tx.order.findMany({ where: { id: { in: ids } }, select: lockedOrderSelect });
  return new Map(orders.map((order) => [order.id, order]));
}

export async function tell(tx: Tx, orderId: string, topic: OrderTopic, eventId: string) {
  const { mailsCustomer, ...row } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { ...orderSelect, mailsCustomer: true },
  });
  await enqueue(tx, orderMessages(toOrder(row), topic, eventId, { customer: mailsCustomer }));
}

const statusTopic: Partial<Record<OrderStatus, OrderTopic>> = {
  Shipped: "order-shipped",
  Delivered: "order-delivered",
  Cancelled: "order-cancelled",
};

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** When the parcel left and arrived; re-opening a returned order forgets the return (its history keeps it). */
function datesFor(status: OrderStatus, reopening: boolean, now = new Date()): Prisma.OrderUpdateInput {
  return {
    ...(status === "Shipped" ? { shippedAt: now } : {}),
    ...(status === "Delivered" ? { deliveredAt: now } : {}),
    ...(reopening ? { releaseAt: null, returnedAt: null, returnReason: null } : {}),
  };
}

/** `note` is shown to the shopper; `topic` defaults to the status's own, null sends none. */
export async function moveTo(
  tx: Tx,
  id: string,
  order: LockedOrder,
  status: OrderStatus,
  actor: Actor,
  { topic = statusTopic[status], note }: { topic?: OrderTopic | null; note?: string } = {},
): Promise<CatalogChange> {
  if (order.status === status) return {};
  const reopening = order.status === "Cancelled";
  const change =
    status === "Cancelled"
      ? await returnStock(tx, stockOf(order.lines))
      : reopening
        ? await takeStockAgain(tx, order.lines)
        : {};
  // An order staff re-open is theirs to follow: the clock no longer releases it.
  await tx.order.update({ where: { id }, data: { status, ...datesFor(status, reopening) } });
  const event = await recordEvent(tx, id, actor, { kind: "Status", status, note });
  if (topic) await tell(tx, id, topic, event.id);
  return change;
}

/** After an order's change committed: its mail woken, its pages expired, and its log line (../log.ts). */
export async function afterCommit(
  change: CatalogChange,
  event?: { name: string; orderId: string; [field: string]: unknown },
) {
  wakeOutbox();
  await catalogChanged({ ...change, orders: true });
  if (event) {
    const { name, ...fields } = event;
    logEvent(name, fields);
  }
}

/** Who made a change, for its log line. */
export const by = (actor: Actor) => ({ by: actor.kind, ...(actor.id ? { actorId: actor.id } : {}) });

export async function updateOrderStatus(id: string, status: OrderStatus, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => moveTo(tx, id, await lockOrder(tx, id), status, actor));
  await afterCommit(change, { name: "order.status", orderId: id, status, ...by(actor) });
}

export async function recordCallOutcome(id: string, outcome: CallOutcome, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!awaitsConfirmation(order)) throw refused("This order is no longer waiting for confirmation.");
    await tx.order.update({
      where: { id },
      data: { confirmation: outcome, confirmationAttempts: { increment: 1 } },
    });
    const event = await recordEvent(tx, id, actor, { kind: "Confirmation", confirmation: outcome });
    if (outcome === "Confirmed") {
      if (order.heldForReview) await releaseHold(tx, id, actor);
      await tell(tx, id, "order-confirmed", event.id);
      return moveTo(tx, id, order, "Processing", actor);
    }
    if (outcome === "CancelledByCustomer") return moveTo(tx, id, order, "Cancelled", actor);
    return {};
  });
  await afterCommit(change, { name: "order.call", orderId: id, outcome, ...by(actor) });
}

export async function addOrderNote(id: string, note: string, internal: boolean, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrder(tx, id);
    await recordEvent(tx, id, actor, { kind: "Note", note, internal });
  });
}

/** The shopper reads this too. */
export const releaseNote = `We could not confirm this order with you by phone within ${orderLimits.releaseAfterMs / (60 * 60 * 1000)} hours, so it was cancelled.`;

/** False when it is no longer due: another instance, or a call recorded meanwhile, came first. */
export async function releaseUnconfirmedOrder(id: string, now: Date): Promise<boolean> {
  const change = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const due = order.releaseAt !== null && order.releaseAt.getTime() <= now.getTime();
    if (!due || !awaitsConfirmation(order)) return null;
    return moveTo(tx, id, order, "Cancelled", systemActor, { topic: "order-released", note: releaseNote });
  });
  if (change === null) return false;
  await afterCommit(change, { name: "order.released", orderId: id });
  return true;
}

/**
 * The customer is sent nothing (and no mail still waiting about it); the phone stays blocked, its
 * online orders held for review (./held-orders.ts), until the admin unblocks it.
 */
export async function cancelAsFake(id: string, actor: Actor): Promise<void> {
  const change = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!mayCancelAsFake(order.status)) throw refused("A delivered order cannot be cancelled as fake.");
    await tx.order.update({ where: { id }, data: { mailsCustomer: false } });
    await withdrawCustomerMessages(tx, id);
    const moved = await moveTo(tx, id, order, "Cancelled", actor, { topic: null });
    await recordEvent(tx, id, actor, {
      kind: "Note",
      note: blockedPhoneMessages.fakeOrderNote(order.phone),
      internal: true,
    });
    await tx.blockedPhone.upsert({
      where: { phoneKey: order.phoneKey },
      create: { phoneKey: order.phoneKey, phone: order.phone, orderId: id, blockedBy: actor.name },
      update: {},
    });
    return moved;
  });
  await afterCommit(change, { name: "order.cancelledAsFake", orderId: id, ...by(actor) });
}

export async function unblockPhone(id: string, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const removed = await tx.blockedPhone.deleteMany({ where: { phoneKey: order.phoneKey } });
    if (removed.count > 0)
      await recordEvent(tx, id, actor, {
        kind: "Note",
        note: blockedPhoneMessages.unblockedNote(order.phone),
        internal: true,
      });
  });
}

export async function deleteOrder(id: string): Promise<void> {
  const change = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const returned = order.status !== "Cancelled" ? await returnStock(tx, stockOf(order.lines)) : {};
    await tx.order.delete({ where: { id } });
    return returned;
  });
  await catalogChanged({ ...change, orders: true });
}
