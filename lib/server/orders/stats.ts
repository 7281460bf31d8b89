import "server-only";
import { productTag } from "../catalog/cache-tags";
import { cachedRead } from "../catalog/cached-read";
import { db } from "../db";

/** Packs of a product sold (orders not cancelled) in the last 24 hours and the last 7 days, at most 5 minutes old. */
export const getProductSales = cachedRead(
  "product-sales",
  { tags: (productId: string) => [productTag(productId)], whileBuilding: { lastDay: 0, lastWeek: 0 }, revalidate: 300 },
  readProductSales,
);

async function readProductSales(productId: string): Promise<{ lastDay: number; lastWeek: number }> {
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
}
