import "server-only";
import { createHash } from "node:crypto";
import { conflict, refused } from "@/lib/domain/errors";
import type { Order } from "@/lib/domain/orders";
import { orderTotals, priceLine, type Weight } from "@/lib/domain/pricing";
import { normalisePromoCode, promoMessages, promoRefusal } from "@/lib/domain/promo";
import { newTransactionId, type OrderPayload } from "@/lib/domain/validation/checkout";
import { catalogChanged, stockChange } from "../catalog/changes";
import { visibleProductWhere } from "../catalog/visibility";
import { onUniqueViolation } from "../database-errors";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../users";
import { enqueue } from "../outbox/outbox";
import { orderMessages } from "../outbox/order-messages";
import { wakeOutbox } from "../outbox/worker";
import { recordEvent, type Actor } from "./history";
import { orderSelect, toOrder } from "./read";

type Tx = Prisma.TransactionClient;

// The order as every order answer shows it, and what a retry is checked against.
const placedSelect = { ...orderSelect, userId: true, requestFingerprint: true } satisfies Prisma.OrderSelect;

type PlacedRow = Prisma.OrderGetPayload<{ select: typeof placedSelect }>;

const toPlaced = ({ userId, requestFingerprint, ...row }: PlacedRow): Order => toOrder(row);

function weightLabel(weight: Weight | null): string {
  return weight ? ` (${weight})` : "";
}

/** Prices the lines from the products as they are inside the transaction, and takes their stock. */
async function priceAndTakeStock(tx: Tx, lines: OrderPayload["lines"]) {
  const ids = [...new Set(lines.map((line) => line.id))].sort();
  const products = await tx.product.findMany({
    where: { AND: [visibleProductWhere, { id: { in: ids } }] },
    select: {
      id: true,
      name: true,
      price: true,
      offer: true,
      hasWeightSelection: true,
      images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced = lines.map((line, position) => {
    const product = byId.get(line.id);
    if (!product) throw refused("A product in your cart is no longer available. Please review your cart.");
    return { position, product, quantity: line.quantity, ...priceLine(product, line.weight, line.quantity) };
  });

  // One conditional decrement per product, in id order so concurrent orders never deadlock.
  for (const id of ids) {
    const needed =
      Math.round(
        priced.filter((line) => line.product.id === id).reduce((sum, line) => sum + line.stockTaken, 0) * 1000,
      ) / 1000;
    const taken = await tx.product.updateMany({
      where: { id, stock: { gte: needed } },
      data: { stock: { decrement: needed } },
    });
    if (taken.count === 0) {
      const line = priced.find((entry) => entry.product.id === id)!;
      throw refused(
        `Sorry, ${line.product.name}${weightLabel(line.weight)} is out of stock in the quantity you asked for.`,
      );
    }
  }
  const soldOut = await tx.product.findMany({
    where: { id: { in: ids }, stock: { lte: 0 } },
    select: { categoryId: true },
  });
  return {
    lines: priced,
    change: stockChange(
      ids,
      soldOut.map((product) => product.categoryId),
    ),
  };
}

/** Counts one use of the promo, only while it is active, unexpired and under its limit. */
async function takePromo(tx: Tx, code: string) {
  const normalised = normalisePromoCode(code);
  const now = new Date();
  const taken = await tx.promoCode.updateMany({
    where: {
      code: normalised,
      isActive: true,
      expiryDate: { gt: now },
      OR: [{ usageLimit: null }, { currentUsage: { lt: tx.promoCode.fields.usageLimit } }],
    },
    data: { currentUsage: { increment: 1 } },
  });
  const promo = await tx.promoCode.findUnique({ where: { code: normalised } });
  if (taken.count === 0 || !promo) {
    throw refused(
      promoRefusal(
        promo ? { ...promo, discountValue: promo.discountValue.toNumber(), currentUsage: promo.currentUsage } : null,
        now,
      ) ?? promoMessages.usedUp,
    );
  }
  return {
    id: promo.id,
    code: promo.code,
    discountType: promo.discountType,
    discountValue: promo.discountValue.toNumber(),
  };
}

/** What a retry must repeat to be the same order: its lines, in order, and its promo code. */
function requestFingerprint(payload: OrderPayload): string {
  const lines = payload.lines.map((line) => [line.id, line.weight, line.quantity]);
  return createHash("sha256")
    .update(JSON.stringify([lines, payload.promoCode && normalisePromoCode(payload.promoCode)]))
    .digest("base64url");
}

async function existingOrder(
  transactionId: string,
  user: SessionUser | null,
  payload: OrderPayload,
): Promise<Order | null> {
  const found = await db.order.findUnique({ where: { transactionId }, select: placedSelect });
  if (!found) return null;
  // A retry comes from the same customer (or, for a guest, the same phone) with the same cart;
  // anything else reusing the id is refused without a word about the order.
  const sameBuyer = user
    ? found.userId === user.id
    : found.userId === null && found.phone === payload.contact.phoneNumber;
  if (!sameBuyer || found.requestFingerprint !== requestFingerprint(payload))
    throw conflict("This transaction id has already been used.");
  return toPlaced(found);
}

/** Writes a new order in one transaction: its lines priced from the database, its stock and promo use taken. */
async function writeOrder(
  transactionId: string,
  payload: OrderPayload,
  user: SessionUser | null,
): Promise<{ order: Order; created: boolean }> {
  const customer: Actor = { kind: "Customer", id: user?.id ?? null, name: user?.name ?? null };
  const { order, stock } = await db.$transaction(
    async (tx) => {
      const { lines, ...stock } = await priceAndTakeStock(tx, payload.lines);
      const promo = payload.promoCode ? await takePromo(tx, payload.promoCode) : null;
      const { subtotal, deliveryCharge, discount, total } = orderTotals(lines, promo);
      const { contact } = payload;
      const order = await tx.order.create({
        data: {
          transactionId,
          requestFingerprint: requestFingerprint(payload),
          userId: user?.id ?? null,
          isGuest: !user,
          fullName: contact.fullName,
          email: contact.email || user?.email || null,
          phone: contact.phoneNumber,
          address: contact.shippingAddress,
          city: contact.city,
          specialInstructions: contact.specialInstructions || null,
          subtotal,
          deliveryCharge,
          promoDiscount: discount,
          total,
          paymentMethod: "COD",
          promoCodeId: promo?.id ?? null,
          promoCode: promo?.code ?? null,
          lines: {
            create: lines.map((line) => ({
              position: line.position,
              productId: line.product.id,
              productName: line.product.name,
              productImage: line.product.images[0]?.thumbnail ?? line.product.images[0]?.fullImage ?? null,
              weight: line.weight,
              quantity: line.quantity,
              unitPrice: line.price,
              originalPrice: line.originalPrice,
              stockTaken: line.stockTaken,
            })),
          },
        },
        select: placedSelect,
      });
      const placed = await recordEvent(tx, order.id, customer, { kind: "Placed", status: "NotProcessed" });
      await enqueue(tx, orderMessages(toPlaced(order), "order-placed", placed.id));
      return { order, stock };
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
  wakeOutbox();
  await catalogChanged({ ...stock.change, orders: true });
  return { order: toPlaced(order), created: true };
}

/**
 * Places an order: prices every line from the database, takes stock and a promo use, and writes
 * the order with its lines, its history's first entry and its messages, all in one transaction.
 * Idempotent on the transaction id: a retry answers the order already placed. Client-sent totals
 * are never read.
 */
export async function createOrder(
  payload: OrderPayload,
  user: SessionUser | null,
): Promise<{ order: Order; created: boolean }> {
  const transactionId = payload.transactionId ?? newTransactionId();
  const previous = await existingOrder(transactionId, user, payload);
  if (previous) return { order: previous, created: false };

  return onUniqueViolation(
    () => writeOrder(transactionId, payload, user),
    // Two submissions of one order raced: the loser answers the winner's order.
    async (error) => {
      const winner = await existingOrder(transactionId, user, payload);
      if (!winner) throw error;
      return { order: winner, created: false };
    },
  );
}
