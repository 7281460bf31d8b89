import "server-only";
import { parseOrderNumber, type Order, type OrderEvent } from "@/lib/domain/orders";
import { samePhone } from "@/lib/domain/phone";
import { trackLimits } from "@/lib/domain/limits";
import { trackOrderMessages } from "@/lib/domain/validation/track-order";
import { isAdmin } from "../auth/current-user";
import { db } from "../db";
import { startGuess } from "../guess-throttle";
import type { SessionUser } from "../users";
import { orderHistory } from "./history";
import { isOrderKey, orderPagePath } from "./links";
import { orderSelect, toOrder } from "./read";

// An order as its shopper sees it: through the signed link (a guest), as its customer, or as an
// admin; and the guests' way back to that link, by order number and phone.

/** Without the order's key, its customer's session or an admin's: null, as for no such order. */
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

/**
 * A lookup is a guess at the order's phone (trackLimits, ../guess-throttle.ts). A wrong number and a
 * wrong phone get the same answer.
 */
export async function trackOrder(number: number, phone: string, clientAddress: string | null): Promise<string | null> {
  const guess = await startGuess({
    kind: "track",
    limits: trackLimits,
    target: String(number),
    address: clientAddress,
    message: trackOrderMessages.throttled,
  });
  const order = await db.order.findUnique({ where: { number }, select: { id: true, number: true, phone: true } });
  if (!order || !samePhone(order.phone, phone)) return null;
  await guess.succeeded();
  return orderPagePath(order);
}
