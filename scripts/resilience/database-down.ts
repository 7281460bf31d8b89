// 4. The database down behind warm caches, against `npm start`: the home, a product, its category and
// /about-us are served from the cache, an order expires the product's and the home's entries, then
// PostgreSQL stops answering, frozen (SIGSTOP: connections hang) or stopped (a fast shutdown:
// connections refused). Shoppers keep asking for those pages and ordering: what they get and how
// slowly, how long after PostgreSQL is back the pages are fast again, and whether an order confirmed
// meanwhile is missing.
import type { BenchDatabase } from "../lib/bench-server";
import { statusCounts } from "../lib/loopback-client";
import {
  describeStatuses,
  faultFigures,
  firstOfEachStatus,
  inFlightBetween,
  log,
  named,
  orderFigures,
  placeOrder,
  repeatUntil,
  request,
  sleep,
  summaryLine,
  untilFast,
  type OrderAttempt,
  type Scenario,
  type Timed,
} from "./measure";
import { postgresPids, signal } from "./postgres";

export async function databaseDownBehindCache(options: {
  mode: "frozen" | "stopped";
  base: string;
  database: BenchDatabase;
  postgresPort: number;
  product: { id: string; categoryId: string };
  seconds: number;
}): Promise<Scenario> {
  const { base, database, product } = options;
  const key = options.mode === "frozen" ? "databaseFrozenBehindCache" : "databaseStoppedBehindCache";
  const pages = ["/", `/products/${product.id}`, `/products/category/${product.categoryId}`, "/about-us"];
  const names = { [product.id]: "[the ordered product]", [product.categoryId]: "[its category]" };
  for (let round = 0; round < 3; round += 1) for (const page of pages) await request(base, page);
  const orders: OrderAttempt[] = [await placeOrder(base, product.id, "BEHIND-CACHE")];

  const frozen = options.mode === "frozen" ? postgresPids(options.postgresPort) : [];
  if (options.mode === "frozen") {
    if (frozen.length === 0) throw new Error("This checkout's embedded PostgreSQL was not found to freeze.");
    signal(frozen, "SIGSTOP");
  } else if (!(await database.stopServer())) {
    const reason = "PostgreSQL was started by another process of this checkout: this run cannot stop and restart it";
    log(`database stopped behind the cache: skipped (${reason})`);
    return { key, figures: { skipped: reason }, summary: `database stopped behind warm caches: skipped (${reason})` };
  }
  const downAt = Date.now();
  log(`PostgreSQL ${options.mode} (${options.mode === "frozen" ? "SIGSTOP" : "fast shutdown"}) behind warm caches`);
  const pageAnswers: Timed[] = [];
  const health: Timed[] = [];
  const deadline = downAt + options.seconds * 1000;
  const over = () => Date.now() >= deadline;
  let upAt: number;
  let restartMs = 0;
  try {
    await Promise.all([
      // Two shoppers walk the four pages, one asks /api/health each second, one orders each second.
      ...[0, 1].map(() =>
        repeatUntil(over, async () => {
          for (const page of pages) pageAnswers.push(named(await request(base, page), names));
        }),
      ),
      repeatUntil(over, async () => {
        health.push(await request(base, "/api/health"));
        await sleep(1000);
      }),
      repeatUntil(over, async () => {
        orders.push(await placeOrder(base, product.id, `DOWN-${options.mode.toUpperCase()}`));
        await sleep(1000);
      }),
    ]);
  } finally {
    if (options.mode === "frozen") signal(frozen, "SIGCONT");
    else {
      const restarting = Date.now();
      await database.startServer();
      restartMs = Date.now() - restarting;
    }
    upAt = Date.now();
  }
  const pagesDuring = inFlightBetween(pageAnswers, downAt, upAt);
  const ordersDuring = inFlightBetween(orders, downAt, upAt);
  const recoveredMs = await untilFast(
    [...pages, "/api/health"].map((path) => ({ base, path })),
    upAt,
  );
  orders.push(await placeOrder(base, product.id, "BACK"));
  const healthDuring = inFlightBetween(health, downAt, upAt);
  const figures = {
    ...faultFigures([...pagesDuring, ...ordersDuring], recoveredMs, await orderFigures(database.db, orders)),
    faultMs: upAt - downAt,
    ...(options.mode === "stopped" ? { postgresRestartMs: restartMs } : {}),
    pages: { statuses: statusCounts(pagesDuring), said: firstOfEachStatus(pagesDuring) },
    ordersDuring: statusCounts(ordersDuring),
    health: { statuses: statusCounts(healthDuring), said: firstOfEachStatus(healthDuring) },
    orderAfter: orders.at(-1)!.status,
  };
  const how = options.mode === "frozen" ? "frozen (SIGSTOP)" : "stopped (fast shutdown)";
  const name = `database ${how} behind warm caches, ${Math.round(figures.faultMs / 1000)} s`;
  log(`${name}: pages said ${JSON.stringify(figures.pages.said)}`);
  return {
    key,
    figures,
    summary: summaryLine(
      name,
      figures,
      `; pages during it: ${describeStatuses(figures.pages.statuses)}; orders during it: ${describeStatuses(figures.ordersDuring)}; ` +
        `/api/health during it: ${describeStatuses(figures.health.statuses)}; an order after it: ${figures.orderAfter}`,
    ),
  };
}
