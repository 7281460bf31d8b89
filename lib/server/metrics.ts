// The shop's metrics in the Prometheus text format (prom-client), served at /api/metrics to the
// addresses and token the operator allows (server/metrics-endpoint.ts). No "server-only": the
// production server counts requests, the app counts its cache and registers what it reads from the
// database (./metrics-database.ts); both reach one registry through globalThis.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Pool } from "pg";

/** At most this many routes get series of their own; any further is counted as "(other)". */
const maxRoutes = 300;

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shop_" });
  const registers = [registry];
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const pools: Pool[] = [];
  return {
    registry,
    pools,
    routes: new Set<string>(),
    requests: new Counter({
      name: "shop_http_requests_total",
      help: "Requests answered, by route (ids as :id), method and status",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    duration: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's end, by route",
      labelNames: ["route"],
      buckets: seconds,
      registers,
    }),
    refusals: new Counter({
      name: "shop_refusals_total",
      help: "Requests refused by a limit (throttled: 429) or because the shop was at capacity (busy: 503), by route: each route's limits are in docs/limits.md",
      labelNames: ["route", "kind"],
      registers,
    }),
    cacheLookups: new Counter({
      name: "shop_cache_lookups_total",
      help: "Cache lookups by layer: page (a whole page or answer) and read (a cached database read)",
      labelNames: ["layer"],
      registers,
    }),
    cacheMisses: new Counter({
      name: "shop_cache_misses_total",
      help: "Cache lookups that found nothing fresh and rendered or read again, by layer",
      labelNames: ["layer"],
      registers,
    }),
    connectionUse: new Histogram({
      name: "shop_db_connection_use_seconds",
      help: "How long each database connection was held: one query, or a transaction's queries",
      buckets: seconds,
      registers,
    }),
    poolConnections: new Gauge({
      name: "shop_db_pool_connections",
      help: "The database pool's connections: open (total), idle, and requests waiting for one",
      labelNames: ["state"],
      registers,
      collect() {
        for (const [state, count] of [
          ["total", pools.reduce((sum, pool) => sum + pool.totalCount, 0)],
          ["idle", pools.reduce((sum, pool) => sum + pool.idleCount, 0)],
          ["waiting", pools.reduce((sum, pool) => sum + pool.waitingCount, 0)],
        ] as const)
          this.set({ state }, count);
      },
    }),
  };
}

export type ShopMetrics = ReturnType<typeof create>;

const metricsKey = Symbol.for("margalla.metrics");

export function metrics(): ShopMetrics {
  const holder = globalThis as { [metricsKey]?: ShopMetrics };
  return (holder[metricsKey] ??= create());
}

/** A request's answer, counted under its route (a route seen for the first time past `maxRoutes` is "(other)"). */
export function countRequest(answer: {
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** Next.js' X-Nextjs-Cache: HIT, STALE or MISS for a cached page or answer. */
  pageCache?: string;
}): void {
  const shop = metrics();
  // An address that is no page must not make a series of its own: a stranger could make thousands.
  let route = answer.status === 404 ? "(not found)" : answer.route;
  if (!shop.routes.has(route)) {
    if (shop.routes.size >= maxRoutes) route = "(other)";
    else shop.routes.add(route);
  }
  shop.requests.inc({ route, method: answer.method, status: String(answer.status) });
  shop.duration.observe({ route }, answer.seconds);
  if (answer.status === 429) shop.refusals.inc({ route, kind: "throttled" });
  if (answer.status === 503) shop.refusals.inc({ route, kind: "busy" });
  if (answer.pageCache) {
    shop.cacheLookups.inc({ layer: "page" });
    if (answer.pageCache !== "HIT") shop.cacheMisses.inc({ layer: "page" });
  }
}

/** Counts how long each connection of `pool` is held, and its connections in the pool gauge. */
export function watchPool(pool: Pool): void {
  const shop = metrics();
  shop.pools.push(pool);
  const taken = new WeakMap<object, number>();
  pool.on("acquire", (client) => taken.set(client, performance.now()));
  pool.on("release", (_error, client) => {
    const since = taken.get(client);
    if (since !== undefined) shop.connectionUse.observe((performance.now() - since) / 1000);
  });
}
