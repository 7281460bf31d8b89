// A large order history for benchmarks: `orders` orders over the last 90 days, written by a few
// set-based statements (generate_series) instead of one Prisma call per order.
import { deliveryCharge, freeDeliveryThreshold } from "../../lib/domain/pricing";
import type { PrismaClient } from "../../lib/server/generated/prisma/client";

type Log = (line: string) => void;

/**
 * Adds `orders` guest orders of one to three lines spread over every product (the first products
 * sell most), placed evenly over the last `days` days: the last days' orders are still open, about
 * one in twelve is cancelled, the rest delivered. Lines are 250 g packs (or pieces) at the product's
 * listing price; the orders have no history entries. Reproducible: every "random" figure is a hash
 * of the order's number.
 */
export async function seedLargeOrderHistory(
  db: PrismaClient,
  options: { orders: number; days?: number; now?: Date; log?: Log },
): Promise<void> {
  const log = options.log ?? (() => undefined);
  const days = options.days ?? 90;
  const now = options.now ?? new Date();
  const started = performance.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`
        INSERT INTO "Order" ("id", "transactionId", "status", "confirmation", "confirmationAttempts", "fullName",
                             "phone", "address", "city", "subtotal", "deliveryCharge", "total", "createdAt", "updatedAt")
        SELECT 'history' || g, 'HISTORY-' || g, placed.status::"OrderStatus",
               (CASE placed.status WHEN 'Not processed' THEN 'Pending' WHEN 'Cancelled' THEN 'CancelledByCustomer'
                                   ELSE 'Confirmed' END)::"OrderConfirmation",
               CASE placed.status WHEN 'Not processed' THEN 0 ELSE 1 END,
               'History Buyer ' || g, '0300-' || lpad((g % 10000000)::text, 7, '0'), 'House ' || (g % 500) || ', Street 4',
               (ARRAY['Islamabad', 'Rawalpindi', 'Lahore', 'Karachi', 'Peshawar'])[1 + g % 5],
               0, 0, 0, placed.at, placed.at
        FROM generate_series(1, ${options.orders}::int) AS g
        CROSS JOIN LATERAL (
          SELECT at,
                 CASE WHEN hashint8(g) % 12 = 0 THEN 'Cancelled'
                      WHEN at > ${now}::timestamptz - interval '1 day' THEN 'Not processed'
                      WHEN at > ${now}::timestamptz - interval '2 days' THEN 'Processing'
                      WHEN at > ${now}::timestamptz - interval '4 days' THEN 'Shipped'
                      ELSE 'Delivered' END AS status
          FROM (SELECT ${now}::timestamptz - (g - 1) * (${days}::int * interval '1 day') / ${options.orders}::int AS at) AS spread
        ) AS placed`;
      await tx.$executeRaw`
        WITH products AS (
          SELECT "id", "name", "price", "listingPrice", "hasWeightSelection",
                 row_number() OVER (ORDER BY "createdAt", "id") - 1 AS rank
          FROM "Product"
        )
        INSERT INTO "OrderLine" ("id", "orderId", "position", "productId", "productName", "weight", "quantity",
                                 "unitPrice", "originalPrice", "stockTaken")
        SELECT o."id" || '-' || line.position, o."id", line.position, p."id", p."name",
               CASE WHEN p."hasWeightSelection" THEN '250g' END, line.quantity, p."listingPrice",
               CASE WHEN p."hasWeightSelection" THEN round(p."price" * 0.25) ELSE p."price" END,
               line.quantity * CASE WHEN p."hasWeightSelection" THEN 0.25 ELSE 1 END
        FROM "Order" AS o
        CROSS JOIN LATERAL (
          SELECT position::smallint AS position, 1 + abs(hashint8(o."number" * 8 + position + 4)) % 3 AS quantity,
                 -- squared, so that the first products are picked far more often than the last
                 ((hashint8(o."number" * 8 + position)::bigint + 2147483648) / 4294967296.0) ^ 2 AS pick
          FROM generate_series(0, abs(hashint8(o."number")) % 3) AS position
        ) AS line
        JOIN products AS p ON p.rank = floor(line.pick * (SELECT count(*) FROM "Product"))
        WHERE o."id" LIKE 'history%'`;
      await tx.$executeRaw`
        UPDATE "Order" AS o
        SET "subtotal" = lines.subtotal,
            "deliveryCharge" = CASE WHEN lines.subtotal >= ${freeDeliveryThreshold}::int THEN 0 ELSE ${deliveryCharge}::int END,
            "total" = lines.subtotal + CASE WHEN lines.subtotal >= ${freeDeliveryThreshold}::int THEN 0 ELSE ${deliveryCharge}::int END
        FROM (SELECT "orderId", sum("quantity" * "unitPrice")::int AS subtotal FROM "OrderLine"
              WHERE "orderId" LIKE 'history%' GROUP BY "orderId") AS lines
        WHERE o."id" = lines."orderId"`;
    },
    { timeout: 600_000, maxWait: 10_000 },
  );
  // As autovacuum would leave them: planner statistics, and the visibility map index-only scans need.
  await db.$executeRaw`VACUUM ANALYZE "Order", "OrderLine"`;
  log(`  ${options.orders} orders in ${Math.round(performance.now() - started)} ms`);
}
