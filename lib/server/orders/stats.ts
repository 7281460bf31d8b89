import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "../db";

export const ordersTag = "orders";

/** Packs of a product sold (orders not cancelled) in the last 24 hours and the last 7 days. */
export const getProductSales = unstable_cache(
  async (productId: string): Promise<{ lastDay: number; lastWeek: number }> => {
    const now = Date.now();
    const sum = async (since: number) => {
      const result = await db.orderLine.aggregate({
        _sum: { quantity: true },
        where: { productId, order: { status: { not: "Cancelled" }, createdAt: { gte: new Date(since) } } },
      });
      return result._sum.quantity ?? 0;
    };
    const [lastDay, lastWeek] = await Promise.all([sum(now - 24 * 3600_000), sum(now - 7 * 24 * 3600_000)]);
    return { lastDay, lastWeek };
  },
  ["orders:product-sales"],
  { tags: [ordersTag], revalidate: 300 },
);
