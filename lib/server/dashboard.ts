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

export async function getDashboardTotals(now = new Date()) {
  const day = 24 * 60 * 60 * 1000;
  const recentStart = new Date(now.getTime() - windowDays * day);
  const previousStart = new Date(now.getTime() - 2 * windowDays * day);
  const [users, orders, products, categories, newUsers, previousUsers, newOrders, previousOrders, awaitingCall] =
    await Promise.all([
      db.user.count({ where: { role: roles.customer } }),
      db.order.count(),
      db.product.count(),
      db.category.count(),
      db.user.count({ where: { role: roles.customer, createdAt: { gte: recentStart } } }),
      db.user.count({ where: { role: roles.customer, createdAt: { gte: previousStart, lt: recentStart } } }),
      db.order.count({ where: { createdAt: { gte: recentStart } } }),
      db.order.count({ where: { createdAt: { gte: previousStart, lt: recentStart } } }),
      // awaitsConfirmation, in SQL
      db.order.count({ where: { status: "NotProcessed", confirmation: { not: "Confirmed" } } }),
    ]);
  return {
    totalData: { Users: users, Orders: orders, Products: products, Categories: categories },
    awaitingCall,
    change: { Users: percentChange(newUsers, previousUsers), Orders: percentChange(newOrders, previousOrders) },
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
