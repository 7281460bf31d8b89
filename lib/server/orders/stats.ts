import "server-only";
import { unstable_cache } from "next/cache";
import { catalogTag, productTag } from "../catalog/tags";
import { db } from "../db";

/** Packs of a product sold (orders not cancelled) in the last 24 hours and the last 7 days. */
export function getProductSales(productId: string): Promise<{ lastDay: number; lastWeek: number }> {
  return unstable_cache(readProductSales, ["orders:product-sales"], {
    tags: [catalogTag, productTag(productId)],
    revalidate: 300,
  })(productId);
}

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
