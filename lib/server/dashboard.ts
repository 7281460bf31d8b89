import "server-only";
import { unstable_cache } from "next/cache";
import { openOrderStatuses } from "@/lib/domain/orders";
import { percentChange } from "@/lib/domain/reports";
import { roles } from "@/lib/domain/roles";
import { stockTag } from "./catalog/cache-tags";
import { db } from "./db";
import { listBestSellers } from "./reports/best-sellers";
import { getPeriodSales, listDailySales } from "./reports/sales";

const windowDays = 30;

/**
 * The spec's four counts, new customers and orders against the 30 days before, and the orders waiting
 * for their confirmation call: one statement of scalar subqueries (each on its own index), one round
 * trip instead of nine for every view of the dashboard.
 */
export async function getDashboardTotals(now = new Date()) {
  const day = 24 * 60 * 60 * 1000;
  const recentStart = new Date(now.getTime() - windowDays * day);
  const previousStart = new Date(now.getTime() - 2 * windowDays * day);
  const customer = roles.customer;
  const [counts] = await db.$queryRaw<Record<string, bigint>[]>`
    SELECT
      (SELECT count(*) FROM "User" WHERE "role" = ${customer}) AS "users",
      (SELECT count(*) FROM "Order") AS "orders",
      (SELECT count(*) FROM "Product") AS "products",
      (SELECT count(*) FROM "Category") AS "categories",
      (SELECT count(*) FROM "User" WHERE "role" = ${customer} AND "createdAt" >= ${recentStart}) AS "newUsers",
      (SELECT count(*) FROM "User"
        WHERE "role" = ${customer} AND "createdAt" >= ${previousStart} AND "createdAt" < ${recentStart}) AS "previousUsers",
      (SELECT count(*) FROM "Order" WHERE "createdAt" >= ${recentStart}) AS "newOrders",
      (SELECT count(*) FROM "Order" WHERE "createdAt" >= ${previousStart} AND "createdAt" < ${recentStart}) AS "previousOrders",
      -- awaitsConfirmation, in SQL ('Not processed' is how the schema maps NotProcessed)
      (SELECT count(*) FROM "Order" WHERE "status" = 'Not processed' AND "confirmation" <> 'Confirmed') AS "awaitingCall"`;
  const count = (name: string) => Number(counts![name]);
  return {
    totalData: {
      Users: count("users"),
      Orders: count("orders"),
      Products: count("products"),
      Categories: count("categories"),
    },
    awaitingCall: count("awaitingCall"),
    change: {
      Users: percentChange(count("newUsers"), count("previousUsers")),
      Orders: percentChange(count("newOrders"), count("previousOrders")),
    },
  };
}

/** How many orders are in each open status, in the order they move on. */
export async function countOpenOrders() {
  const groups = await db.order.groupBy({
    by: ["status"],
    where: { status: { in: [...openOrderStatuses] } },
    _count: { _all: true },
  });
  return openOrderStatuses.map((status) => ({
    status,
    count: groups.find((group) => group.status === status)?._count._all ?? 0,
  }));
}

/**
 * The dashboard's sales figures (periods, the chart's days, best sellers): they sum tens of
 * thousands of order lines, too much to do again for every view of the page. Kept until an order
 * moves stock (placed, cancelled or re-opened: the only changes to what they count, through the
 * stock tag) or a minute has passed (the periods move with the clock).
 */
export const getSalesReport = unstable_cache(
  async () => {
    const now = new Date();
    const [periods, days, bestSellers] = await Promise.all([
      getPeriodSales(now),
      listDailySales(now),
      listBestSellers(now),
    ]);
    return { asOf: now.toISOString(), periods, days, bestSellers };
  },
  ["dashboard-sales-report"],
  { revalidate: 60, tags: [stockTag] },
);
