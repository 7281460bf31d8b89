import "server-only";
import { refused, throttled } from "@/lib/domain/errors";
import { orderLimits } from "@/lib/domain/limits";
import { smallestPack, type OrderRefusals } from "@/lib/domain/order-limits";
import type { Take } from "../catalog/stock";
import { Prisma } from "../generated/prisma/client";
import { awaitingCall } from "./awaiting-call";

// A cash-on-delivery order holds stock nobody else can buy until its confirmation call. What online
// orders awaiting their call may hold is limited per phone and per client network (orderLimits), so
// no visitor can make the shop look sold out; unconfirmed orders let their stock go after a while
// (./release.ts). Staff orders are not limited.

type Tx = Prisma.TransactionClient;

export interface OrderClient {
  /** The client network (../client-network.ts); null when not known (no shop server in front). */
  network: string | null;
  /** The phone as Order.phoneKey holds it (lib/domain/phone.ts phoneDigits). */
  phoneKey: string;
}

const awaiting = awaitingCall(Prisma.sql`o`);

// Advisory locks of the order limits, apart from every other lock of the shop.
const lockSpace = 31;

/**
 * What a client's orders count and hold is read and taken as one. Network first, then phone, so
 * two orders never wait for each other in a circle.
 */
async function lockClient(tx: Tx, client: OrderClient): Promise<void> {
  if (client.network !== null)
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lockSpace}::int, hashtext(${`network:${client.network}`}))`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lockSpace}::int, hashtext(${`phone:${client.phoneKey}`}))`;
}

export interface Admission {
  /** The phone is on the block list: the order is taken, but held for review (lib/domain/held-orders.ts). */
  heldForReview: boolean;
  /** Checks the new order's total against what the client's waiting orders come to. */
  checkTotal: (total: number) => void;
}

/** A blocked phone is no reason to refuse: the shopper sees the usual order, the staff review it. */
export async function admitOrder(tx: Tx, client: OrderClient, refusals: OrderRefusals): Promise<Admission> {
  await lockClient(tx, client);
  const [waiting] = await tx.$queryRaw<
    { blocked: boolean; byPhone: number; byNetwork: number; phoneTotal: number; networkTotal: number }[]
  >`
    WITH phone AS (SELECT o."total" FROM "Order" o WHERE o."phoneKey" = ${client.phoneKey} AND ${awaiting}),
         network AS (SELECT o."total" FROM "Order" o WHERE o."clientNetwork" = ${client.network} AND ${awaiting})
    SELECT EXISTS (SELECT 1 FROM "BlockedPhone" WHERE "phoneKey" = ${client.phoneKey}) AS blocked,
      (SELECT count(*)::int FROM phone) AS "byPhone", (SELECT coalesce(sum("total"), 0)::int FROM phone) AS "phoneTotal",
      (SELECT count(*)::int FROM network) AS "byNetwork", (SELECT coalesce(sum("total"), 0)::int FROM network) AS "networkTotal"`;
  const { blocked, byPhone, byNetwork, phoneTotal, networkTotal } = waiting!;
  if (byPhone >= orderLimits.openPerPhone) throw throttled(refusals.openPerPhone);
  if (byNetwork >= orderLimits.openPerNetwork) throw throttled(refusals.openPerNetwork);
  return {
    heldForReview: blocked,
    checkTotal: (total) => {
      const comesTo = Math.max(phoneTotal, networkTotal) + total;
      if (comesTo > orderLimits.awaitingValue) throw refused(refusals.awaitingValue(comesTo));
    },
  };
}

export async function heldByNetwork(
  tx: Tx,
  network: string,
  productIds: string[],
): Promise<Map<string, Prisma.Decimal>> {
  const rows = await tx.$queryRaw<{ id: string; held: string }[]>`
    SELECT l."productId" AS id, sum(l."stockTaken")::text AS held
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE o."clientNetwork" = ${network} AND ${awaiting} AND l."productId" = ANY(${productIds}::text[])
    GROUP BY l."productId"`;
  return new Map(rows.map((row) => [row.id, new Prisma.Decimal(row.held)]));
}

/**
 * The network's waiting orders (`held` already) may hold a share of the shelf and what they hold
 * together, but always one pack; the refusal says how much more, in whole packs.
 */
export function networkShareRefusal(
  product: { name: string; hasWeightSelection: boolean },
  take: Take,
  refusals: OrderRefusals,
  held = new Prisma.Decimal(0),
): Error | null {
  const pack = new Prisma.Decimal(smallestPack(product.hasWeightSelection));
  const allowed = Prisma.Decimal.max(pack, take.stock.plus(held).times(orderLimits.networkShare)).minus(held);
  if (take.wanted.lessThanOrEqualTo(allowed)) return null;
  const wholePacks = Prisma.Decimal.max(0, allowed).dividedToIntegerBy(pack).times(pack);
  return refused(refusals.networkShare(product.name, wholePacks.toNumber(), product.hasWeightSelection));
}
