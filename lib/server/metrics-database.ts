import "server-only";
import { Gauge } from "prom-client";
import { db } from "./db";
import { metrics } from "./metrics";

// What the metrics read from the database at a scrape: the outbox's backlog and the orders by the
// milestones of their life. Every instance reports the same figures (take the max across them, not
// the sum); read at most every 10 s, however often or from however many scrapers.

const freshMs = 10_000;

function everyTenSeconds<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > freshMs) {
      const value = read();
      last = { at: performance.now(), value };
      value.catch(() => (last = null));
    }
    return last.value;
  };
}

/** Messages waiting to be sent (not given up on), and how long the oldest has waited (the health check reads it too). */
export async function readOutboxBacklog() {
  const [row] = await db.$queryRaw<{ waiting: bigint; oldest: Date | null }[]>`
    SELECT count(*) AS "waiting", min("createdAt") AS "oldest"
    FROM "OutboxMessage" WHERE "sentAt" IS NULL AND "nextAttemptAt" IS NOT NULL`;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestSeconds: row?.oldest ? Math.max(0, Math.round((Date.now() - row.oldest.getTime()) / 1000)) : 0,
  };
}

const outboxBacklog = everyTenSeconds(readOutboxBacklog);

const orderMilestones = everyTenSeconds(async () => {
  const [row] = await db.$queryRaw<
    Record<"placed" | "confirmed" | "shipped" | "delivered" | "returned" | "cancelled", bigint>[]
  >`
    SELECT count(*) AS "placed",
           count(*) FILTER (WHERE confirmation = 'Confirmed') AS "confirmed",
           count("shippedAt") AS "shipped",
           count("deliveredAt") AS "delivered",
           count("returnedAt") AS "returned",
           count(*) FILTER (WHERE status = 'Cancelled') AS "cancelled"
    FROM "Order"`;
  return Object.entries(row ?? {}).map(([milestone, count]) => [milestone, Number(count)] as const);
});

const registeredKey = Symbol.for("margalla.metrics.database");

/** Registers the database's gauges once per process (instrumentation.ts). */
export function registerDatabaseMetrics(): void {
  const holder = globalThis as { [registeredKey]?: true };
  if (holder[registeredKey]) return;
  holder[registeredKey] = true;
  const registers = [metrics().registry];
  new Gauge({
    name: "shop_outbox_unsent",
    help: "E-mails in the outbox waiting to be sent (those given up on after a day are not counted)",
    registers,
    async collect() {
      this.set((await outboxBacklog()).waiting);
    },
  });
  new Gauge({
    name: "shop_outbox_oldest_unsent_seconds",
    help: "How long the oldest e-mail waiting in the outbox has waited",
    registers,
    async collect() {
      this.set((await outboxBacklog()).oldestSeconds);
    },
  });
  new Gauge({
    name: "shop_orders",
    help: "Orders that have reached each milestone: placed, confirmed (by the call), shipped, delivered, returned, cancelled",
    labelNames: ["milestone"],
    registers,
    async collect() {
      for (const [milestone, count] of await orderMilestones()) this.set({ milestone }, count);
    },
  });
}
