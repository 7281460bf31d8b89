import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { formatOrderNumber } from "@/lib/domain/orders";
import { env } from "../env";

// The order page's address for someone without an account: the order number and a key only the
// server can make (an HMAC of the order's id under the server's secret, 132 bits), so a link can
// be kept and shared in an e-mail but never guessed or turned into another order's.

/** 22 base64url characters: 132 bits. */
const keyLength = 22;
const keyShape = /^[\w-]{22}$/;

function keyFor(orderId: string): string {
  return createHmac("sha256", `order-link:${env.NEXTAUTH_SECRET}`)
    .update(orderId)
    .digest("base64url")
    .slice(0, keyLength);
}

export function orderPagePath(order: { id: string; number: number }): string {
  return `/orders/${formatOrderNumber(order.number)}?key=${keyFor(order.id)}`;
}

export function isOrderKey(orderId: string, key: string | undefined | null): boolean {
  // The shape first: timingSafeEqual throws on inputs of different byte lengths ("é" is two).
  if (typeof key !== "string" || !keyShape.test(key)) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(keyFor(orderId)));
}
