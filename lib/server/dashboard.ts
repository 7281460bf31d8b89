import "server-only";
import { roles } from "@/lib/domain/roles";
import { db } from "./db";

const windowDays = 30;

/** Percent change between the last 30 days and the 30 before (null when there is nothing to compare). */
export function percentChange(recent: number, previous: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return Math.round(((recent - previous) / previous) * 100);
}

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
