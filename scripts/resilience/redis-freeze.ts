// 6. A Redis that stops answering: two production instances sharing a redis-server behind nginx, as
// `npm run test:cluster` runs them, with shoppers browsing and ordering through nginx. redis-server
// is frozen (SIGSTOP: its connections stay open, nothing answers) for a while, then thawed: what the
// shoppers and /api/health got meanwhile, how long until every page is fast again, and then how long
// a price changed through instance A takes to show on B.
import type { LegacyProduct } from "../../lib/contract/catalog";
import { demoAccounts } from "../../prisma/seed/demo-accounts";
import { startNginx, type Nginx } from "../cluster/nginx";
import { redisServer } from "../cluster/redis";
import { productForm, shownPrice, signInToken } from "../lib/admin-api";
import type { BenchDatabase } from "../lib/bench-server";
import { statusCounts } from "../lib/loopback-client";
import { startServer, stopAndWait, type ServerProcess } from "../lib/process";
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
  requestTimeoutMs,
  sleep,
  submitForm,
  summaryLine,
  untilFast,
  type OrderAttempt,
  type Scenario,
  type Timed,
} from "./measure";

const admin = demoAccounts.find((account) => account.role === 1)!;
const coldProductPage = "/products/[not cached yet]";

export async function redisFreeze(options: {
  database: BenchDatabase;
  ports: { nginx: number; a: number; b: number; redis: number };
  /** A product of the demo catalogue, browsed and then repriced. */
  browsed: string;
  /** Other products, whose pages are asked for once each, first while Redis is frozen. */
  others: string[];
  /** The product the buyers order (stock enough for all). */
  ordered: string;
  freezeSeconds: number;
}): Promise<Scenario> {
  const { database, ports } = options;
  const redis = redisServer(ports.redis);
  const A = `http://127.0.0.1:${ports.a}`;
  const B = `http://127.0.0.1:${ports.b}`;
  const instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  let frozen = false;
  try {
    await redis.start();
    log(
      `Redis freeze: redis-server on ${ports.redis}, instances on ${ports.a} and ${ports.b}, nginx on ${ports.nginx}`,
    );
    instances.push(
      ...(await Promise.all(
        [ports.a, ports.b].map((port) =>
          startServer({
            env: { ...database.env, REDIS_URL: redis.url, TRUST_PROXY: "127.0.0.1", SHUTDOWN_TIMEOUT_MS: "2000" },
            port: String(port),
            host: "127.0.0.1",
            captureOutput: true,
          }),
        ),
      )),
    );
    nginx = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`] });
    const front = nginx.url;
    const pages = [
      "/",
      `/products/${options.browsed}`,
      "/about-us",
      "/api/product/all-product",
      "/search?q=almonds",
      "/api/product/search?q=almonds",
    ];
    for (const base of [A, B, front, front]) for (const page of pages) await request(base, page);

    // A shopper per page asks for it every half second (so one page that hangs holds up only its
    // own shopper), one more asks for product pages nobody asked for yet (not in any cache), two
    // order, and /api/health is asked on A, B and nginx each second.
    const answers: Timed[] = [];
    const orders: OrderAttempt[] = [];
    const health: Timed[] = [];
    let loadOver = false;
    const done = () => loadOver;
    let cold = 0;
    const load = Promise.all([
      ...pages.map((page) =>
        repeatUntil(done, async () => {
          answers.push(named(await request(front, page), { [options.browsed]: "[a product asked for before]" }));
          await sleep(500);
        }),
      ),
      repeatUntil(done, async () => {
        const product = options.others[cold++ % options.others.length]!;
        answers.push({ ...(await request(front, `/products/${product}`)), path: coldProductPage });
        await sleep(500);
      }),
      ...[0, 1].map(() =>
        repeatUntil(done, async () => {
          orders.push(await placeOrder(front, options.ordered, "REDIS"));
          await sleep(500);
        }),
      ),
      repeatUntil(done, async () => {
        health.push(...(await Promise.all([A, B, front].map((base) => request(base, "/api/health")))));
        await sleep(1000);
      }),
    ]);
    await sleep(3000);
    redis.freeze();
    frozen = true;
    const frozenAt = Date.now();
    const cacheLogBefore = cacheLogLength(instances);
    log(`froze redis-server (SIGSTOP) for ${options.freezeSeconds} s while shoppers browse and order through nginx`);
    await sleep(options.freezeSeconds * 1000);
    redis.thaw();
    frozen = false;
    const thawedAt = Date.now();
    const cacheLogThawed = cacheLogLength(instances);
    const recoveredMs = await untilFast(
      [A, B, front].flatMap((base) => pages.map((path) => ({ base, path }))),
      thawedAt,
    );
    loadOver = true;
    await load;

    const during = inFlightBetween([...answers, ...orders], frozenAt, thawedAt);
    const slowestByPath: Record<string, number> = {};
    // Per path, each request in flight during the freeze: [ms after SIGSTOP it was sent, status, ms it took].
    const timeline: Record<string, [number, number, number][]> = {};
    for (const answer of during) {
      slowestByPath[answer.path] = Math.max(slowestByPath[answer.path] ?? 0, answer.ms);
      (timeline[answer.path] ??= []).push([answer.startedAt - frozenAt, answer.status, answer.ms]);
    }
    const healthDuring = inFlightBetween(health, frozenAt, thawedAt);
    const propagation = await priceChangeShownOnB(A, B, options.browsed);
    const figures = {
      ...faultFigures(during, recoveredMs, await orderFigures(database.db, orders)),
      freezeMs: thawedAt - frozenAt,
      slowestByPath,
      timeline,
      health: {
        statuses: statusCounts(healthDuring),
        slowestMs: Math.max(0, ...healthDuring.map((answer) => answer.ms)),
        said: firstOfEachStatus(healthDuring),
      },
      priceChange: propagation,
      cacheLog: {
        beforeFreeze: cacheLogBetween(instances, [0, 0], cacheLogBefore),
        duringFreeze: cacheLogBetween(instances, cacheLogBefore, cacheLogThawed),
        afterFreeze: cacheLogBetween(instances, cacheLogThawed),
      },
    };
    const hung = Object.keys(figures.byPath).filter((path) => figures.byPath[path]![0]);
    log(`slowest answer by path while frozen: ${JSON.stringify(slowestByPath)}`);
    log(`/api/health while frozen: ${JSON.stringify(figures.health)}`);
    return {
      key: "redisFreeze",
      figures,
      summary: summaryLine(
        `Redis frozen (SIGSTOP, ${Math.round(figures.freezeMs / 1000)} s; 2 instances behind nginx)`,
        figures,
        `; no answer in ${requestTimeoutMs / 1000} s from ${hung.join(", ") || "nothing"}; /api/health during it: ${describeStatuses(figures.health.statuses)} (slowest ${figures.health.slowestMs} ms); ` +
          `a price changed on A shown on B ${propagation.shownOnBMs === null ? "never (in 30 s)" : `after ${propagation.shownOnBMs} ms`}`,
      ),
    };
  } finally {
    if (frozen) redis.thaw();
    await nginx?.stop();
    await Promise.all(instances.map(stopAndWait));
    await redis.stop();
  }
}

/** How many lines each instance has written to the cache's log so far. */
const cacheLogLength = (instances: ServerProcess[]) => instances.map((server) => cacheLines(server).length);
const cacheLines = (server: ServerProcess) => server.outputLines().filter((line) => line.includes("[cache]"));

/** The cache's log lines of both instances between two counts, each line once with how often it came. */
function cacheLogBetween(instances: ServerProcess[], from: number[], to?: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  instances.forEach((server, index) => {
    for (const line of cacheLines(server).slice(from[index], to?.[index])) counts[line] = (counts[line] ?? 0) + 1;
  });
  return counts;
}

/** Changes the product's price through A and asks B's product page until it shows the new price. */
async function priceChangeShownOnB(A: string, B: string, productId: string) {
  const token = await signInToken(A, admin.email, admin.password);
  const single = await request(A, "/api/product/single-product", { body: { pId: productId } });
  const product = (single.json as { Product: LegacyProduct }).Product;
  const price = product.pPrice + 111;
  const changed = await submitForm(
    A,
    "/api/product/edit-product",
    productForm(product, { pPrice: String(price) }),
    token,
  );
  const shown = shownPrice(price, product.pOffer, product.hasWeightSelection);
  const changedAt = Date.now();
  while (Date.now() - changedAt < 30_000) {
    if ((await request(B, `/products/${productId}`)).text.includes(shown))
      return { editStatus: changed.status, shownOnBMs: Date.now() - changedAt };
    await sleep(100);
  }
  return { editStatus: changed.status, shownOnBMs: null };
}
