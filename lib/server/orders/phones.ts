import "server-only";
import { phoneDigits, phonePattern } from "@/lib/domain/phone";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";

// Checkout stores a phone number as the shopper typed it ('0300-1234567', '+92 300 1234567'), so the
// admin's lists compare numbers by the digits `phoneDigits` reduces them to.

/** `phoneDigits` (lib/domain/phone.ts) in SQL, rule for rule; a test holds the two together. */
export const phoneKey = (phone: Prisma.Sql) => Prisma.sql`(SELECT CASE
    WHEN d LIKE '0092%' THEN substr(d, 3)
    WHEN d LIKE '0%' AND length(d) = 11 THEN '92' || substr(d, 2)
    WHEN d LIKE '3%' AND length(d) = 10 THEN '92' || d
    ELSE d
  END FROM (SELECT regexp_replace(${phone}, '[^0-9]', '', 'g') AS d) AS typed)`;

/** Every way the orders spell this phone number; none when the text is not a whole number. */
export async function phoneSpellings(text: string): Promise<string[]> {
  if (!phonePattern.test(text)) return [];
  // The distinct numbers come from the index on Order(phone); only those are reduced to digits.
  const rows = await db.$queryRaw<{ phone: string }[]>`
    SELECT phone FROM (SELECT DISTINCT phone FROM "Order") AS spelt
    WHERE ${phoneKey(Prisma.sql`spelt.phone`)} = ${phoneDigits(text)}`;
  return rows.map((row) => row.phone);
}
