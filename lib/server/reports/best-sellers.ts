import "server-only";
import { reportDays, type BestSeller } from "@/lib/domain/reports";
import { db } from "../db";
import { periodRange } from "./sales";

/** By the amount sold and by revenue; cancelled orders and deleted products are left out. */
export async function listBestSellers(
  now = new Date(),
  { days = reportDays, take = 5 } = {},
): Promise<{ byAmount: BestSeller[]; byRevenue: BestSeller[] }> {
  const { gte, lt } = periodRange(now, days);
  // Summed once, ranked both ways.
  const rows = await db.$queryRaw<
    {
      productId: string;
      name: string;
      byWeight: boolean;
      amount: number;
      revenue: bigint;
      amountRank: bigint;
      revenueRank: bigint;
    }[]
  >`
    WITH "sold" AS (
      SELECT l."productId", sum(l."stockTaken")::float8 AS "amount", sum(l."quantity" * l."unitPrice") AS "revenue"
      FROM "OrderLine" AS l JOIN "Order" AS o ON o."id" = l."orderId"
      WHERE o."status" <> 'Cancelled' AND o."createdAt" >= ${gte} AND o."createdAt" < ${lt} AND l."productId" IS NOT NULL
      GROUP BY l."productId"
    ), "ranked" AS (
      SELECT *, row_number() OVER (ORDER BY "amount" DESC, "productId") AS "amountRank",
                row_number() OVER (ORDER BY "revenue" DESC, "productId") AS "revenueRank"
      FROM "sold"
    )
    SELECT r."productId", p."name", p."hasWeightSelection" AS "byWeight", r."amount", r."revenue",
           r."amountRank", r."revenueRank"
    FROM "ranked" AS r JOIN "Product" AS p ON p."id" = r."productId"
    WHERE r."amountRank" <= ${take} OR r."revenueRank" <= ${take}`;
  const sellers = rows.map((row) => ({
    seller: {
      productId: row.productId,
      name: row.name,
      amount: row.amount,
      byWeight: row.byWeight,
      revenue: Number(row.revenue),
    },
    amountRank: Number(row.amountRank),
    revenueRank: Number(row.revenueRank),
  }));
  const top = (rank: "amountRank" | "revenueRank") =>
    sellers
      .filter((entry) => entry[rank] <= take)
      .sort((a, b) => a[rank] - b[rank])
      .map((entry) => entry.seller);
  return { byAmount: top("amountRank"), byRevenue: top("revenueRank") };
}
