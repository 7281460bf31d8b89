import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

// Checkout stores a phone number as the shopper typed it ('0300-1234567', '+92 300 1234567'), so the
// shop compares numbers by the digits `phoneDigits` reduces them to: PostgreSQL's shop_phone_key
// (migration 20261127000100_phone_numbers_one_key) is the same rule, rule for rule, and keeps each
// order's in Order.phoneKey.

/** `phoneDigits` (lib/domain/phone.ts) in SQL; test/api/phone-numbers.int.test.ts holds the two together. */
export const phoneKey = (phone: Prisma.Sql) => Prisma.sql`"shop_phone_key"(${phone})`;

export async function phoneBlockOf(orderId: string): Promise<{ blockedBy: string | null; createdAt: string } | null> {
  const [block] = await db.$queryRaw<{ blockedBy: string | null; createdAt: Date }[]>`
    SELECT b."blockedBy", b."createdAt" FROM "BlockedPhone" b JOIN "Order" o ON o."phoneKey" = b."phoneKey"
    WHERE o."id" = ${orderId}`;
  return block ? { blockedBy: block.blockedBy, createdAt: block.createdAt.toISOString() } : null;
}
