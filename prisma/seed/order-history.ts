// A large order history for benchmarks: `orders` orders over the last 90 days, written by a few
// set-based statements (generate_series) instead of one Prisma call per order.
import { deliveryCharge, freeDeliveryThreshold } from "../../lib/domain/pricing";
import type { PrismaClient } from "../../lib/server/generated/prisma/client";

type Log = (line: string) => void;

/** Whole rupees a courier keeps of each parcel's cash: its delivery and cash-handling fee. */
const courierFee = 180;

/**
 * Adds `orders` guest orders of one to three lines spread over every product (the first products
 * sell most), placed evenly over the last `days` days: the last days' orders are still open, about
 * one in twelve is cancelled, one in twenty-five of the older ones came back from the courier, the
 * rest delivered. Each parcel handed over has an active courier with a tracking page and its own
 * consignment number; the couriers pay each week's delivered parcels (less their fee) a week after.
 * Lines are 250 g packs (or pieces) at the product's listing price; the orders have no history
 * entries and took no stock. Reproducible: every "random" figure is a hash of the order's number.
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
        WITH couriers AS (
          SELECT array_agg("id" ORDER BY "position", "name") AS ids FROM "Courier"
          WHERE "active" AND "trackingUrl" IS NOT NULL
        )
        INSERT INTO "Order" ("id", "transactionId", "status", "confirmation", "confirmationAttempts", "fullName",
                             "phone", "address", "city", "subtotal", "deliveryCharge", "total",
                             "courierId", "consignmentNumber", "shippedAt", "deliveredAt", "returnedAt", "returnReason",
                             "createdAt", "updatedAt")
        SELECT 'history' || g, 'HISTORY-' || g, placed.status::"OrderStatus",
               (CASE WHEN placed.status = 'Not processed' THEN 'Pending'
                     WHEN placed.status = 'Cancelled' AND NOT placed.returned THEN 'CancelledByCustomer'
                     ELSE 'Confirmed' END)::"OrderConfirmation",
               CASE placed.status WHEN 'Not processed' THEN 0 ELSE 1 END,
               'History Buyer ' || g, '0300-' || lpad((g % 10000000)::text, 7, '0'), 'House ' || (g % 500) || ', Street 4',
               (ARRAY['Islamabad', 'Rawalpindi', 'Lahore', 'Karachi', 'Peshawar'])[1 + g % 5],
               0, 0, 0,
               CASE WHEN placed.handedOver THEN couriers.ids[1 + abs(hashint8(g + 1)) % cardinality(couriers.ids)] END,
               CASE WHEN placed.handedOver THEN (77000000000 + g)::text END,
               CASE WHEN placed.handedOver THEN placed.at + interval '1 day' END,
               CASE WHEN placed.status = 'Delivered' THEN placed.at + interval '3 days' END,
               CASE WHEN placed.returned THEN placed.at + interval '4 days' END,
               CASE WHEN placed.returned
                    THEN (ARRAY['RefusedAtDoor', 'RefusedAtDoor', 'NotReachable', 'WrongAddress', 'Damaged'])[1 + abs(hashint8(g + 2)) % 5]::"ReturnReason" END,
               placed.at, placed.at
        FROM generate_series(1, ${options.orders}::int) AS g
        CROSS JOIN couriers
        CROSS JOIN LATERAL (
          SELECT at, status, returned,
                 -- The couriers in the list carry them: none when every courier is retired.
                 (status IN ('Shipped', 'Delivered') OR returned) AND cardinality(couriers.ids) > 0 AS handedOver
          FROM (
            SELECT at, returned,
                   CASE WHEN hashint8(g) % 12 = 0 OR returned THEN 'Cancelled'
                        WHEN at > ${now}::timestamptz - interval '1 day' THEN 'Not processed'
                        WHEN at > ${now}::timestamptz - interval '2 days' THEN 'Processing'
                        WHEN at > ${now}::timestamptz - interval '4 days' THEN 'Shipped'
                        ELSE 'Delivered' END AS status
            FROM (SELECT at, hashint8(g) % 12 <> 0 AND abs(hashint8(g + 3)) % 25 = 0
                                AND at <= ${now}::timestamptz - interval '4 days' AS returned
                  FROM (SELECT ${now}::timestamptz - (g - 1) * (${days}::int * interval '1 day') / ${options.orders}::int AS at) AS spread
            ) AS fate
          ) AS step
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
      // Each courier pays a week's delivered parcels a week after that week, in one payment.
      await tx.$executeRaw`
        INSERT INTO "CourierPayment" ("id", "courierId", "reference", "amount", "fees", "recordedBy", "createdAt")
        SELECT 'history-pay-' || "courierId" || '-' || to_char(week, 'IYYY-IW'), "courierId",
               'Statement of the week of ' || to_char(week, 'YYYY-MM-DD'), sum("total")::int,
               count(*)::int * ${courierFee}::int, 'History', week + interval '14 days'
        FROM (SELECT "courierId", "total", date_trunc('week', "deliveredAt") AS week FROM "Order"
              WHERE "id" LIKE 'history%' AND "status" = 'Delivered' AND "courierId" IS NOT NULL) AS delivered
        WHERE week + interval '14 days' <= ${now}::timestamptz
        GROUP BY "courierId", week`;
      await tx.$executeRaw`
        UPDATE "Order" AS o
        SET "paymentId" = p."id", "paidAt" = p."createdAt", "paidAmount" = o."total", "courierFee" = ${courierFee}::int
        FROM "CourierPayment" AS p
        WHERE o."id" LIKE 'history%' AND o."status" = 'Delivered'
          AND p."id" = 'history-pay-' || o."courierId" || '-' || to_char(date_trunc('week', o."deliveredAt"), 'IYYY-IW')`;
    },
    { timeout: 600_000, maxWait: 10_000 },
  );
  // As autovacuum would leave them: planner statistics, and the visibility map index-only scans need.
  await db.$executeRaw`VACUUM ANALYZE "Order", "OrderLine", "CourierPayment"`;
  log(`  ${options.orders} orders in ${Math.round(performance.now() - started)} ms`);
}
