import "server-only";
import type { PhoneBlockCause } from "@/lib/domain/held-orders";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

// Checkout stores a phone number as the shopper typed it ('0300-1234567', '+92 300 1234567'), so the
// shop compares numbers by the digits `phoneDigits` reduces them to: PostgreSQL's shop_phone_key
// (migration 20261127000100_phone_numbers_one_key) is the same rule, rule for rule, and keeps each
// order's in Order.phoneKey.

/** `phoneDigits` (lib/domain/phone.ts) in SQL; test/api/phone-numbers.int.test.ts holds the two together. */
export const phoneKey = (phone: Prisma.Sql) => Prisma.sql`"shop_phone_key"(${phone})`;

/** The block on an order's phone, if any: when, by whom, and the order cancelled as fake or the reason. */
export async function phoneBlockOf(orderId: string): Promise<PhoneBlockCause | null> {
  const [block] = await db.$queryRaw<
    {
      blockedBy: string | null;
      createdAt: Date;
      reason: string | null;
      causeId: string | null;
      causeNumber: number | null;
    }[]
  >`
    SELECT b."blockedBy", b."createdAt", b."reason", cause."id" AS "causeId", cause."number" AS "causeNumber"
    FROM "BlockedPhone" b JOIN "Order" o ON o."phoneKey" = b."phoneKey"
    LEFT JOIN "Order" cause ON cause."id" = b."orderId"
    WHERE o."id" = ${orderId}`;
  if (!block) return null;
  const { causeId, causeNumber, createdAt, ...rest } = block;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    order: causeId !== null && causeNumber !== null ? { id: causeId, number: causeNumber } : null,
  };
}
