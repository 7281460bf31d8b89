import "server-only";
import { clock } from "./clock";
import { db } from "./db";
import type { Prisma } from "./generated/prisma/client";

// Counters for throttling, in PostgreSQL so every app instance shares them. Each key counts hits
// in a fixed window that opens with its first hit; a hit and the count it brings are one atomic
// statement, so a burst of concurrent requests can never all see the count from before the burst.

/** Counts include this hit. Inside a transaction (`client`), the hits go if it rolls back. */
export async function countHits(
  keys: string[],
  windowMs: number,
  client: Prisma.TransactionClient = db,
): Promise<Map<string, number>> {
  // Rows are locked in key order, so two requests with overlapping keys cannot deadlock.
  const rows = await client.$queryRaw<{ key: string; hits: number }[]>`
    INSERT INTO "RateLimit" ("key", "hits", "windowEndsAt")
    SELECT key, 1, now() + ${windowMs} * interval '1 millisecond'
    FROM unnest(${[...new Set(keys)].sort()}::text[]) AS key ORDER BY key
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."windowEndsAt" <= now() THEN 1 ELSE "RateLimit"."hits" + 1 END,
      "windowEndsAt" = CASE WHEN "RateLimit"."windowEndsAt" <= now() THEN EXCLUDED."windowEndsAt" ELSE "RateLimit"."windowEndsAt" END
    RETURNING "key", "hits"`;
  void purgeExpired();
  return new Map(rows.map((row) => [row.key, row.hits]));
}

// Every statement below that touches several rows locks them in key order too.

/** For an attempt that turned out to be legitimate. */
export async function refundHits(keys: string[]): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "hits" = "RateLimit"."hits" - 1
    FROM (SELECT "key" FROM "RateLimit" WHERE "key" = ANY(${keys}::text[]) AND "hits" > 0 ORDER BY "key" FOR UPDATE) AS locked
    WHERE "RateLimit"."key" = locked."key"`;
}

export async function clearHits(keys: string[]): Promise<void> {
  await db.$executeRaw`
    DELETE FROM "RateLimit" WHERE "key" IN (SELECT "key" FROM "RateLimit" WHERE "key" = ANY(${keys}::text[]) ORDER BY "key" FOR UPDATE)`;
}

let lastPurge = 0;

/**
 * Drops windows that ended over an hour ago, at most once a minute per process: no cron job
 * needed. Rows a request holds at that moment are skipped, not waited for.
 */
async function purgeExpired(): Promise<void> {
  if (clock.now() - lastPurge < 60_000) return;
  lastPurge = clock.now();
  await db.$executeRaw`
    DELETE FROM "RateLimit" WHERE "key" IN (
      SELECT "key" FROM "RateLimit" WHERE "windowEndsAt" < now() - interval '1 hour' ORDER BY "key" FOR UPDATE SKIP LOCKED LIMIT 10000)`.catch(
    () => undefined,
  );
}
