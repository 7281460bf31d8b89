import "server-only";
import { openOrderStatuses } from "@/lib/domain/orders";
import { percentChange } from "@/lib/domain/reports";
import { roles } from "@/lib/domain/roles";
import { cached } from "./cache/cached";
import { catalogTag, customersTag, ordersTag, stockTag } from "./catalog/cache-tags";
import { db } from "./db";
import { awaitingCall } from "./orders/awaiting-call";
import { listBestSellers } from "./reports/best-sellers";
import { getPeriodSales, listDailySales } from "./reports/sales";
import { listStockAlerts } from "./reports/stock-alerts";

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
      (SELECT count(*) FROM "Order" WHERE ${awaitingCall()}) AS "awaitingCall"`;
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
 * Everything the dashboard counts: the four counts and their changes, calls to make, open orders
 * by status, stock alerts. Counting 100,000 orders costs PostgreSQL about 20 ms, too much for every
 * view: kept until an order, a customer, stock or the catalogue changes (./catalog/changes.ts, in
 * every instance) or a minute has passed (the 30-day windows move with the clock).
 */
export const getDashboardFigures = cached(
  "dashboard-figures",
  { tags: () => [catalogTag, stockTag, ordersTag, customersTag], revalidate: 60 },
  async () => {
    const [totals, openOrders, stockAlerts] = await Promise.all([
      getDashboardTotals(),
      countOpenOrders(),
      listStockAlerts(),
    ]);
    return { ...totals, openOrders, stockAlerts };
  },
);

/**
 * The dashboard's sales figures (periods, the chart's days, best sellers): they sum tens of
 * thousands of order lines (about a quarter of a second of PostgreSQL at 100,000 orders), too much
 * to do again for every view of the page. Kept until an order moves stock (placed, cancelled or
 * re-opened: the only changes to what they count, through the stock tag, which a renamed product
 * expires too) or five minutes have passed (the windows move with the clock; a new day's figures
 * start within five minutes of midnight). Worked out one query after another, to leave the
 * connection pool to the pages meanwhile.
 */
export const getSalesReport = cached(
  "dashboard-sales-report",
  { tags: () => [catalogTag, stockTag], revalidate: 300 },
  async () => {
    const now = new Date();
    const periods = await getPeriodSales(now);
    const days = await listDailySales(now);
    const bestSellers = await listBestSellers(now);
    return { asOf: now.toISOString(), periods, days, bestSellers };
  },
);
