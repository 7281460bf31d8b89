import "server-only";
import { addShopDays, shopDate, shopDayBounds, shopTimeZone } from "@/lib/domain/dates";
import { percentChange, reportDays, salesPeriods, type DaySales, type PeriodSales } from "@/lib/domain/reports";
import { db } from "../db";

// Sales leave cancelled orders out; revenue is the orders' totals (delivery charged, promo taken off).

/** The instants of `days` shop days up to `now` (today so far included), or of the stretch `back` such periods earlier. */
export function periodRange(now: Date, days: number, back = 0): { gte: Date; lt: Date } {
  const shift = -back * days;
  return { gte: addShopDays(shopDayBounds(now).start, shift - (days - 1)), lt: addShopDays(now, shift) };
}

async function salesIn(range: { gte: Date; lt: Date }) {
  const result = await db.order.aggregate({
    where: { status: { not: "Cancelled" }, createdAt: range },
    _sum: { total: true },
    _count: { _all: true },
  });
  return { revenue: result._sum.total ?? 0, orders: result._count._all };
}

/** One query at a time, so this never takes the connections the pages are waiting for. */
export async function getPeriodSales(now = new Date()): Promise<PeriodSales[]> {
  const periods: PeriodSales[] = [];
  for (const { key, days } of salesPeriods) {
    const recent = await salesIn(periodRange(now, days));
    const previous = await salesIn(periodRange(now, days, 1));
    periods.push({
      key,
      revenue: recent.revenue,
      orders: recent.orders,
      revenueChange: percentChange(recent.revenue, previous.revenue),
      ordersChange: percentChange(recent.orders, previous.orders),
    });
  }
  return periods;
}

/** Revenue and orders per shop day over the last `days` days, oldest first, days without orders as 0. */
export async function listDailySales(now = new Date(), days = reportDays): Promise<DaySales[]> {
  const { gte, lt } = periodRange(now, days);
  const rows = await db.$queryRaw<{ day: string; revenue: bigint; orders: bigint }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE ${shopTimeZone}::text)::date, 'YYYY-MM-DD') AS "day",
           sum("total") AS "revenue", count(*) AS "orders"
    FROM "Order"
    WHERE "status" <> 'Cancelled' AND "createdAt" >= ${gte} AND "createdAt" < ${lt}
    GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const day = shopDate(addShopDays(gte, index));
    const row = byDay.get(day);
    return { day, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}
