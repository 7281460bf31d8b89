import "server-only";
import { parseOrderNumber, type Order, type OrderEvent } from "@/lib/domain/orders";
import { samePhone } from "@/lib/domain/phone";
import { throttled } from "@/lib/domain/errors";
import { trackOrderMessages } from "@/lib/domain/validation/track-order";
import { isAdmin } from "../auth/current-user";
import { db } from "../db";
import { countHits, refundHits, throttledNetwork } from "../rate-limit";
import type { SessionUser } from "../users";
import { orderHistory } from "./history";
import { isOrderKey, orderPagePath } from "./links";
import { orderSelect, toOrder } from "./read";

// An order as its shopper sees it: through the signed link (a guest), as its customer, or as an
// admin; and the guests' way back to that link, by order number and phone.

/**
 * The order named by a page address ("MDF-10234") when this viewer may see it: with the order's
 * key, or signed in as its customer or an admin. Anyone else gets nothing, as for an order that
 * does not exist.
 */
export async function orderForViewer(
  numberParam: string,
  key: string | undefined,
  viewer: SessionUser | null,
): Promise<{ order: Order; history: OrderEvent[] } | null> {
  const number = parseOrderNumber(numberParam);
  if (number === null) return null;
  const row = await db.order.findUnique({ where: { number }, select: { ...orderSelect, userId: true } });
  if (!row) return null;
  const { userId, ...rest } = row;
  const allowed = isOrderKey(row.id, key) || (viewer !== null && (viewer.id === userId || isAdmin(viewer)));
  if (!allowed) return null;
  return { order: toOrder(rest), history: await orderHistory(row.id, "shopper") };
}

/** Lookups a client may get wrong, and tries one order may take, in the window. */
export const trackPolicy = { windowMs: 15 * 60 * 1000, addressLimit: 10, orderLimit: 5 } as const;

/**
 * The signed link of the order with this number and phone. Every attempt counts against the
 * client's address and the order number tried (so neither many numbers from one client nor many
 * phones for one number can be tried); a match takes its attempt back. A wrong number and a wrong
 * phone get the same answer.
 */
export async function trackOrder(number: number, phone: string, clientAddress: string | null): Promise<string | null> {
  const keys = [
    `track:address:${clientAddress ? throttledNetwork(clientAddress) : "unknown"}`,
    `track:order:${number}`,
  ];
  const counts = await countHits(keys, trackPolicy.windowMs);
  if ((counts.get(keys[0]!) ?? 0) > trackPolicy.addressLimit || (counts.get(keys[1]!) ?? 0) > trackPolicy.orderLimit)
    throw throttled(trackOrderMessages.throttled);
  const order = await db.order.findUnique({ where: { number }, select: { id: true, number: true, phone: true } });
  if (!order || !samePhone(order.phone, phone)) return null;
  await refundHits(keys);
  return orderPagePath(order);
}
