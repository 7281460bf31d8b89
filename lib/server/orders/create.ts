import "server-only";
import { createHash } from "node:crypto";
import { toLegacyPlacedOrder } from "@/lib/contract/orders";
import { conflict, refused } from "@/lib/domain/errors";
import { orderLimits, promoLimits } from "@/lib/domain/limits";
import { orderRefusals, perProductLimit, type OrderRefusals } from "@/lib/domain/order-limits";
import { formatOrderNumber, type Order } from "@/lib/domain/orders";
import { phoneDigits } from "@/lib/domain/phone";
import { orderTotals, priceLine, type Weight } from "@/lib/domain/pricing";
import { normalisePromoCode, promoMessages, promoRefusal } from "@/lib/domain/promo";
import { newTransactionId, type OrderPayload } from "@/lib/domain/validation/checkout";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/translated";
import { isAdmin } from "../auth/current-user";
import { catalogChanged } from "../catalog/changes";
import { lineStock, takeStock } from "../catalog/stock";
import { visibleProductWhere } from "../catalog/visibility";
import { throttledNetwork } from "../client-network";
import { logEvent } from "../log";
import { clock } from "../clock";
import { onUniqueViolation } from "../database-errors";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { startGuess } from "../guess-throttle";
import { mayMailCustomer } from "../outbox/customer-mail";
import { enqueue } from "../outbox/outbox";
import { orderMessages } from "../outbox/order-messages";
import { wakeOutbox } from "../outbox/worker";
import type { SessionUser } from "../users";
import { actorOf, recordEvent } from "./history";
import { holdForReview } from "./held-orders";
import { admitOrder, heldByNetwork, networkShareRefusal, type OrderClient } from "./holds";
import { orderPagePath } from "./links";
import { orderSelect, toOrder } from "./read";

type Tx = Prisma.TransactionClient;

// The order as every order answer shows it, and what a retry is checked against.
const placedSelect = {
  ...orderSelect,
  userId: true,
  phoneKey: true,
  requestFingerprint: true,
} satisfies Prisma.OrderSelect;

type PlacedRow = Prisma.OrderGetPayload<{ select: typeof placedSelect }>;

const toPlaced = ({ userId, phoneKey, requestFingerprint, ...row }: PlacedRow): Order => toOrder(row);

const transactionIdUsed = "This transaction id has already been used.";

function weightLabel(weight: Weight | null): string {
  return weight ? ` (${weight})` : "";
}

/** Prices the lines from the products as they are inside the transaction, and takes their stock. */
async function priceAndTakeStock(
  tx: Tx,
  lines: OrderPayload["lines"],
  client: OrderClient | null,
  refusals: OrderRefusals,
  locale: Locale,
) {
  const ids = [...new Set(lines.map((line) => line.id))];
  const products = await tx.product.findMany({
    where: { AND: [visibleProductWhere, { id: { in: ids } }] },
    select: {
      id: true,
      name: true,
      nameUr: true,
      price: true,
      offer: true,
      hasWeightSelection: true,
      images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced = lines.map((line, position) => {
    const product = byId.get(line.id);
    if (!product) throw refused(refusals.productGone);
    const price = priceLine(product, line.weight);
    return { position, product, quantity: line.quantity, ...price, stockTaken: lineStock(price.weight, line.quantity) };
  });

  const held = client?.network != null ? await heldByNetwork(tx, client.network, ids) : null;
  // An online order (`client`) takes only within what it and its network's orders awaiting their
  // call may hold; a refusal says which limit, or the stock, stopped it.
  const change = await takeStock(
    tx,
    priced.map((line) => ({ productId: line.product.id, amount: line.stockTaken })),
    (take) => {
      const product = byId.get(take.productId)!;
      const { hasWeightSelection } = product;
      const name = nameIn(product, locale);
      if (client && take.wanted.greaterThan(perProductLimit(hasWeightSelection)))
        return refused(refusals.perProduct(name, hasWeightSelection));
      if (!take.enough) {
        const { weight } = priced.find((line) => line.product.id === take.productId)!;
        return refused(refusals.outOfStock(`${name}${weightLabel(weight)}`));
      }
      return held ? networkShareRefusal({ name, hasWeightSelection }, take, refusals, held.get(take.productId)) : null;
    },
  );
  return { lines: priced, change };
}

/** One conditional update, so two orders cannot both take a promo's last use. */
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
  // A retry comes from the same customer (or, for a guest, the same phone, however it is written);
  // anyone else reusing the id is refused without a word about the order.
  const sameBuyer = user
    ? found.userId === user.id
    : found.userId === null && found.phoneKey === phoneDigits(payload.contact.phoneNumber);
  if (!sameBuyer) throw conflict(transactionIdUsed);
  const order = toPlaced(found);
  if (found.requestFingerprint === requestFingerprint(payload)) return order;
  // The buyer changed the cart after an answer that never reached them: this id's order is placed
  // with the cart it was sent with. A legacy client reads the refusal; the shop's checkout goes to
  // the order (lib/client/order-api.ts), never placing a second one unseen.
  throw conflict(transactionIdUsed, { placedOrder: toLegacyPlacedOrder(order, orderPagePath(order)) });
}

async function writeOrder(
  transactionId: string,
  payload: OrderPayload,
  user: SessionUser | null,
  client: OrderClient | null,
): Promise<{ order: Order; created: boolean }> {
  const { contact } = payload;
  const email = contact.email || user?.email || null;
  const { order, change } = await db.$transaction(
    async (tx) => {
      const refusals = orderRefusals(payload.locale);
      const admitted = client ? await admitOrder(tx, client, refusals) : null;
      const { lines, change } = await priceAndTakeStock(tx, payload.lines, client, refusals, payload.locale);
      const promo = payload.promoCode ? await takePromo(tx, payload.promoCode) : null;
      const { subtotal, deliveryCharge, discount, total } = orderTotals(lines, promo);
      admitted?.checkTotal(total);
      const heldForReview = admitted?.heldForReview ?? false;
      // A held order's address may be a stranger's: its customer hears nothing until the call confirms it.
      const mailsCustomer = heldForReview
        ? false
        : client
          ? await mayMailCustomer(tx, email, client.network)
          : email !== null;
      const order = await tx.order.create({
        data: {
          transactionId,
          requestFingerprint: requestFingerprint(payload),
          userId: user?.id ?? null,
          isGuest: !user,
          clientNetwork: client?.network ?? null,
          mailsCustomer,
          heldForReview,
          releaseAt: client ? new Date(clock.now() + orderLimits.releaseAfterMs) : null,
          fullName: contact.fullName,
          email,
          phone: contact.phoneNumber,
          address: contact.shippingAddress,
          city: contact.city,
          specialInstructions: contact.specialInstructions || null,
          subtotal,
          deliveryCharge,
          promoDiscount: discount,
          total,
          paymentMethod: "COD",
          locale: payload.locale,
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
      const placed = await recordEvent(tx, order.id, actorOf(user), { kind: "Placed", status: "NotProcessed" });
      if (heldForReview) await holdForReview(tx, order.id);
      await enqueue(tx, orderMessages(toPlaced(order), "order-placed", placed.id, { customer: mailsCustomer }));
      return { order, change };
    },
    { maxWait: 20_000, timeout: 20_000 },
  );
  wakeOutbox();
  await catalogChanged({ ...change, orders: true });
  return { order: toPlaced(order), created: true };
}

/**
 * Idempotent on the transaction id: a retry answers the order already placed. Client-sent totals
 * are never read. A shopper's order is held to the limits of an online order (./holds.ts); one
 * placed by staff is not.
 */
export async function createOrder(
  payload: OrderPayload,
  user: SessionUser | null,
  address: string | null,
): Promise<{ order: Order; created: boolean }> {
  const transactionId = payload.transactionId ?? newTransactionId();
  const previous = await existingOrder(transactionId, user, payload);
  if (previous) return { order: previous, created: false };

  const client: OrderClient | null = isAdmin(user)
    ? null
    : { network: address ? throttledNetwork(address) : null, phoneKey: phoneDigits(payload.contact.phoneNumber) };
  // A promo code at the order is a guess like one at the checkout's Apply (lib/domain/limits.ts promoLimits).
  const promoGuess =
    client && payload.promoCode
      ? await startGuess({
          kind: "promo",
          limits: promoLimits,
          target: null,
          address,
          message: promoMessages.throttled,
        })
      : null;
  const placed = await onUniqueViolation(
    () => writeOrder(transactionId, payload, user, client),
    // Two submissions of one order raced: the loser answers the winner's order.
    async (error) => {
      const winner = await existingOrder(transactionId, user, payload);
      if (!winner) throw error;
      return { order: winner, created: false };
    },
  );
  await promoGuess?.succeeded();
  if (placed.created)
    logEvent("order.placed", {
      orderId: placed.order.id,
      orderNumber: formatOrderNumber(placed.order.number),
      total: placed.order.total,
      lines: placed.order.lines.length,
      guest: !user,
      byStaff: isAdmin(user),
    });
  return placed;
}
