import "server-only";
import { noPhoneHistory, type PhoneHistory } from "@/lib/domain/phone-history";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

// A phone's history at a glance (lib/domain/phone-history.ts): its orders counted by what became of
// them, by Order.phoneKey (the number however it was typed). A whole page of orders is counted in
// one statement, grouped by phone, through "Order_phoneKey_status_idx".

const counts = Prisma.sql`
  count(*) FILTER (WHERE o."returnedAt" IS NULL AND o."status" = 'Delivered')::int AS delivered,
  count(*) FILTER (WHERE o."returnedAt" IS NOT NULL)::int AS returned,
  count(*) FILTER (WHERE o."returnedAt" IS NULL AND o."status" = 'Cancelled')::int AS cancelled,
  count(*) FILTER (WHERE o."returnedAt" IS NULL AND o."status" NOT IN ('Delivered', 'Cancelled'))::int AS open`;

/** Each phone key's history; a key with no order has an empty one. */
export async function phoneHistories(phoneKeys: string[]): Promise<Record<string, PhoneHistory>> {
  const keys = [...new Set(phoneKeys)];
  if (keys.length === 0) return {};
  const rows = await db.$queryRaw<(PhoneHistory & { phoneKey: string })[]>`
    SELECT o."phoneKey", ${counts} FROM "Order" o
    WHERE o."phoneKey" = ANY(${keys}::text[])
    GROUP BY o."phoneKey"`;
  const histories: Record<string, PhoneHistory> = Object.fromEntries(keys.map((key) => [key, noPhoneHistory]));
  for (const { phoneKey, ...history } of rows) histories[phoneKey] = history;
  return histories;
}

/** The history of an order's phone, the order included. */
export async function phoneHistoryOfOrder(orderId: string): Promise<PhoneHistory> {
  const [history] = await db.$queryRaw<PhoneHistory[]>`
    SELECT ${counts} FROM "Order" o
    WHERE o."phoneKey" = (SELECT "phoneKey" FROM "Order" WHERE "id" = ${orderId})`;
  return history ?? noPhoneHistory;
}
