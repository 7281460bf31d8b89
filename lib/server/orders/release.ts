import "server-only";
import { logger } from "../log";
import { orderLimits } from "@/lib/domain/limits";
import { clock } from "../clock";
import { db } from "../db";
import { awaitingCall } from "./awaiting-call";
import { releaseUnconfirmedOrder } from "./lifecycle";

// Online orders still unconfirmed at their releaseAt let their stock go; every server process looks
// each minute, and a row lock with a second look inside the transaction keeps two instances from
// releasing one order twice.

const log = (line: string) => logger().info({ component: "orders" }, line);

export async function releaseDueOrders(now = new Date(clock.now()), batch = 50): Promise<number> {
  const due = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Order" WHERE "releaseAt" <= ${now} AND ${awaitingCall()}
    ORDER BY "releaseAt" LIMIT ${batch}`;
  let released = 0;
  for (const { id } of due) if (await releaseUnconfirmedOrder(id, now)) released += 1;
  return released;
}

const workerKey = Symbol.for("shop.releaseWorker");
const registry = globalThis as typeof globalThis & { [workerKey]?: NodeJS.Timeout };

export function startReleaseWorker(everyMs = 60_000): void {
  if (registry[workerKey]) return;
  let failing = false;
  const pass = async () => {
    try {
      const released = await releaseDueOrders();
      if (released > 0)
        log(`${released} unconfirmed order(s) released after ${orderLimits.releaseAfterMs / 3_600_000} hours.`);
      failing = false;
    } catch (error) {
      if (!failing) log(`Cannot release unconfirmed orders (${(error as Error).message}); retrying.`);
      failing = true;
    }
  };
  void pass();
  registry[workerKey] = setInterval(() => void pass(), everyMs);
  registry[workerKey].unref();
}
