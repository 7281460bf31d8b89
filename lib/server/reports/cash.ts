import "server-only";
import {
  daysSince,
  deliveredBefore,
  noCourierName,
  returnRateCities,
  returnRateDays,
  totalCash,
  type CashFigures,
  type CashReport,
  type CourierCash,
  type CourierPaymentSummary,
  type PeriodCash,
  type ReturnRateRow,
  type ReturnRates,
  type UnpaidDelivery,
} from "@/lib/domain/cash";
import { salesPeriods } from "@/lib/domain/reports";
import { cached } from "../cache/cached";
import { catalogTag, ordersTag } from "../catalog/cache-tags";
import { db, newestFirst } from "../db";
import { Prisma } from "../generated/prisma/client";
import { periodRange } from "./sales";

// The cash of cash-on-delivery orders: with the courier from delivery until the courier pays the
// shop. Only orders shipped with a courier count: one delivered before couriers were recorded can
// never be matched to a courier's payment, so it is no cash any courier owes.

/** Delivered, not paid for yet, by a courier the shop recorded. */
const unpaidWhere = {
  status: "Delivered",
  paidAt: null,
  courierId: { not: null },
} satisfies Prisma.OrderWhereInput;

export async function listCourierCash(now = new Date()): Promise<CourierCash[]> {
  const groups = await db.order.groupBy({
    by: ["courierId"],
    where: unpaidWhere,
    _sum: { total: true },
    _count: { _all: true },
    _min: { deliveredAt: true },
  });
  const couriers = await db.courier.findMany({
    where: { id: { in: groups.map((group) => group.courierId!) } },
    select: { id: true, name: true },
  });
  return groups
    .map((group) => ({
      courier: couriers.find((courier) => courier.id === group.courierId)!,
      amount: group._sum.total ?? 0,
      orders: group._count._all,
      oldestDays: group._min.deliveredAt ? daysSince(group._min.deliveredAt, now) : 0,
    }))
    .sort((a, b) => b.amount - a.amount || a.courier.name.localeCompare(b.courier.name));
}

/** The oldest deliveries first, `take` of them, with how many there are and what they come to. */
export async function listUnpaidDeliveries(days: number, now = new Date(), take = 100): Promise<CashReport["unpaid"]> {
  const where = { ...unpaidWhere, deliveredAt: { lte: deliveredBefore(days, now) } } satisfies Prisma.OrderWhereInput;
  const [rows, summary] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ deliveredAt: "asc" }, { id: "asc" }],
      take,
      select: {
        id: true,
        number: true,
        total: true,
        consignmentNumber: true,
        city: true,
        deliveredAt: true,
        courier: { select: { name: true } },
      },
    }),
    db.order.aggregate({ where, _sum: { total: true }, _count: { _all: true } }),
  ]);
  const orders: UnpaidDelivery[] = rows.map(({ courier, deliveredAt, ...row }) => ({
    ...row,
    courier: courier!.name,
    deliveredAt: deliveredAt!.toISOString(),
    days: daysSince(deliveredAt!, now),
  }));
  return { days, orders, count: summary._count._all, amount: summary._sum.total ?? 0 };
}

export async function listCourierPayments(take = 20): Promise<CourierPaymentSummary[]> {
  const rows = await db.courierPayment.findMany({
    orderBy: newestFirst(),
    take,
    select: {
      id: true,
      createdAt: true,
      reference: true,
      amount: true,
      fees: true,
      recordedBy: true,
      courier: { select: { name: true } },
      _count: { select: { orders: true } },
    },
  });
  return rows.map(({ createdAt, courier, _count, ...row }) => ({
    ...row,
    at: createdAt.toISOString(),
    courier: courier.name,
    orders: _count.orders,
  }));
}

/**
 * The cash page. Kept until an order changes (a delivery, a payment, a return) or a minute has
 * passed: the days since each delivery move with the clock.
 */
export const getCashReport = cached(
  "cash-report",
  { tags: () => [catalogTag, ordersTag], revalidate: 60 },
  async (days: number): Promise<CashReport> => {
    const now = new Date();
    const [withCouriers, unpaid, payments] = await Promise.all([
      listCourierCash(now),
      listUnpaidDeliveries(days, now),
      listCourierPayments(),
    ]);
    return { asOf: now.toISOString(), withCouriers, unpaid, payments };
  },
);

/** One query at a time (each on an index of its date), as the sales periods are read. */
export async function getPeriodCash(now = new Date()): Promise<PeriodCash[]> {
  const periods: PeriodCash[] = [];
  for (const { key, days } of salesPeriods) {
    const range = periodRange(now, days);
    const delivered = await db.order.aggregate({
      where: { status: "Delivered", deliveredAt: range },
      _sum: { total: true },
      _count: { _all: true },
    });
    const paid = await db.order.aggregate({
      where: { paidAt: range },
      _sum: { paidAmount: true, courierFee: true },
      _count: { _all: true },
    });
    const returned = await db.order.aggregate({
      where: { returnedAt: range },
      _sum: { total: true },
      _count: { _all: true },
    });
    periods.push({
      key,
      delivered: { revenue: delivered._sum.total ?? 0, orders: delivered._count._all },
      paid: { amount: paid._sum.paidAmount ?? 0, fees: paid._sum.courierFee ?? 0, orders: paid._count._all },
      returned: { value: returned._sum.total ?? 0, parcels: returned._count._all },
    });
  }
  return periods;
}

/**
 * Parcels whose fate became known in the range: returned in it, or delivered in it (and still
 * Delivered). A parcel still on its way is counted neither way.
 */
const knownFateIn = ({ gte, lt }: { gte: Date; lt: Date }) => Prisma.sql`
  (o."returnedAt" >= ${gte} AND o."returnedAt" < ${lt})
  OR (o."status" = 'Delivered' AND o."deliveredAt" >= ${gte} AND o."deliveredAt" < ${lt})`;

type FateRow = { name: string; parcels: bigint; returned: bigint };

const toRateRow = (row: FateRow): ReturnRateRow => ({
  name: row.name,
  parcels: Number(row.parcels),
  returned: Number(row.returned),
});

/** By city (as shoppers typed it, case and spaces aside; the most parcels first) and by courier. */
export async function getReturnRates(now = new Date()): Promise<ReturnRates> {
  const range = periodRange(now, returnRateDays);
  const byCity = await db.$queryRaw<FateRow[]>`
    SELECT mode() WITHIN GROUP (ORDER BY btrim(o."city")) AS "name", count(*) AS "parcels",
           count(*) FILTER (WHERE o."returnedAt" IS NOT NULL) AS "returned"
    FROM "Order" AS o
    WHERE ${knownFateIn(range)}
    GROUP BY lower(btrim(o."city"))
    ORDER BY "parcels" DESC, lower(btrim(o."city"))
    LIMIT ${returnRateCities}`;
  const byCourier = await db.$queryRaw<FateRow[]>`
    SELECT coalesce(c."name", ${noCourierName}) AS "name", count(*) AS "parcels",
           count(*) FILTER (WHERE o."returnedAt" IS NOT NULL) AS "returned"
    FROM "Order" AS o LEFT JOIN "Courier" AS c ON c."id" = o."courierId"
    WHERE ${knownFateIn(range)}
    GROUP BY o."courierId", c."name"
    ORDER BY "parcels" DESC, "name"`;
  const couriers = byCourier.map(toRateRow);
  const overall = couriers.reduce(
    (sum, row) => ({ parcels: sum.parcels + row.parcels, returned: sum.returned + row.returned }),
    {
      parcels: 0,
      returned: 0,
    },
  );
  return { days: returnRateDays, overall, byCity: byCity.map(toRateRow), byCourier: couriers };
}

/**
 * The dashboard's money: delivered, paid and returned per period, the cash still with couriers, and
 * the return rate. Kept until an order changes or a minute has passed (the periods move with the clock).
 */
export const getCashFigures = cached(
  "dashboard-cash-figures",
  { tags: () => [catalogTag, ordersTag], revalidate: 60 },
  async (): Promise<CashFigures> => {
    const now = new Date();
    const periods = await getPeriodCash(now);
    const withCouriers = totalCash(await listCourierCash(now));
    const returns = await getReturnRates(now);
    return { periods, withCouriers, returns };
  },
);
