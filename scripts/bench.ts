// npm run bench: load figures for the production build on the 10,000-product demo catalogue with
// 100,000 orders (`--orders N`); the admin's pages are measured as the demo admin, signed in.
// For each target: the most requests per second 10 connections get (autocannon), then a run at a
// fixed rate with exact p50/p95/p99. Pages are also given as a share of the throughput of a static
// page (the shipping policy: no data, rendered once and served from the same page cache) measured
// in the same run; a file from public/ is measured too, as the server's raw ceiling. Results go to
// bench/results/<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { priceFilter, sortOptions } from "../lib/domain/listing";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { redisServer } from "./cluster/redis";
import { serverRssMb, signInCookie, startBenchServer, type BenchServer } from "./lib/bench-server";
import { fixedRate, settle, throughput, type LoadTarget } from "./lib/load";
import { randomPhone } from "./lib/shoppers";
import { seededRandom, shopperSearch, unseen } from "./lib/uncached-reads";

interface Target extends LoadTarget {
  name: string;
  kind: "baseline" | "page" | "catalogue" | "uncached" | "order" | "admin" | "other";
}

interface Figures {
  name: string;
  throughput: { rps: number; p50: number; p97_5: number; p99: number; errors: number };
  fixedRate: { rate: number; p50: number; p95: number; p99: number; errors: number };
  shareOfBaseline?: number;
  /** The server's resident memory once this target was done. */
  rssMb: number;
  budget?: string;
  met?: boolean;
}

/** A page measured as a signed-in admin must answer itself, not a redirect to the login. */
async function assertAnswers(base: string, target: Target) {
  const response = await fetch(`${base}${target.path}`, { headers: target.headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(
      `"${target.name}" (${target.path}) answered ${response.status} ${response.headers.get("location") ?? ""} instead of 200: is the admin signed in?`,
    );
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "10000" },
      // Ten orders a product unless told: 100,000 at 10,000 products, 1,000,000 at 100,000.
      orders: { type: "string" },
      seconds: { type: "string", default: "10" },
      port: { type: "string", default: "3300" },
      // The page and data cache in a redis-server of its own (as several instances share it) instead of memory.
      redis: { type: "boolean", default: false },
      // Only the targets whose names match this regular expression (the static page is always measured).
      only: { type: "string" },
      // What the uncached targets ask for comes from this seed: runs with the same one ask the same.
      seed: { type: "string", default: "1" },
    },
  });
  const seconds = Number(values.seconds);
  const orders = Number(values.orders ?? Number(values.products) * 10);
  const log = (line: string) => console.log(`[bench] ${line}`);
  let server: BenchServer | undefined;
  const redis = values.redis ? redisServer(Number(values.port) + 79) : null;
  try {
    await redis?.start();
    if (redis) log(`The cache lives in Redis at ${redis.url}`);
    server = await startBenchServer({
      name: "bench",
      products: Number(values.products),
      orders,
      port: values.port,
      log,
      env: redis ? { REDIS_URL: redis.url } : {},
    });
    const { db, base } = server;
    const [product] = await db.product.findMany({
      where: { status: "Active", stock: { gt: 100 } },
      take: 1,
      select: { id: true, categoryId: true },
    });
    const cartLines = await db.product.findMany({ where: { status: "Active" }, take: 10, select: { id: true } });
    // The uncached targets' material (./lib/uncached-reads.ts).
    // In name order, so that the same seed picks the same products in every run.
    const shelf = await db.product.findMany({
      where: { status: "Active", categoryId: { not: null } },
      select: { id: true, name: true, categoryId: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    });
    const randomBelow = seededRandom(Number(values.seed));
    const categoryIds = [...new Set(shelf.map((entry) => entry.categoryId!))];
    // One text is searched once, by whichever target: the API and the page share their cached reads.
    const searchText = unseen(
      shopperSearch(
        shelf.map((entry) => entry.name),
        randomBelow,
      ),
    );
    const sorts = sortOptions.map((option) => option.value);
    const price = () =>
      priceFilter.min + priceFilter.step * randomBelow((priceFilter.max - priceFilter.min) / priceFilter.step);
    const admin = demoAccounts.find((account) => account.label === "admin")!;
    const asAdmin = { cookie: await signInCookie(base, admin) };
    const orderProduct = await db.product.create({
      data: { name: "Bench Order Product", price: 1000, stock: 100_000, hasWeightSelection: false },
    });

    let order = 0;
    // Pages are asked for as browsers ask: compressed, brotli first.
    const asBrowser = { "accept-encoding": "gzip, deflate, br" };
    const targets: Target[] = [
      { name: "static page (baseline)", kind: "baseline", path: "/shipping-policy", headers: asBrowser, rate: 100 },
      { name: "static file (public/)", kind: "other", path: "/placeholder.png", headers: asBrowser, rate: 100 },
      { name: "home /", kind: "page", path: "/", headers: asBrowser, rate: 100 },
      {
        name: "category page",
        kind: "page",
        path: `/products/category/${product!.categoryId}`,
        headers: asBrowser,
        rate: 100,
      },
      { name: "product page", kind: "page", path: `/products/${product!.id}`, headers: asBrowser, rate: 100 },
      { name: "/sitemap.xml (index)", kind: "other", path: "/sitemap.xml", rate: 20 },
      // A full file (file 0 also holds the shop's pages): about 0.1 s of CPU each, so a low rate.
      { name: "/sitemap/1.xml (10,000 URLs)", kind: "other", path: "/sitemap/1.xml", rate: 2 },
      // As clients ask for it: compressed (the kept brotli bytes). autocannon itself limits this
      // line on a 2 MB answer; npm run bench:catalogue measures the server with 20 node clients.
      {
        name: "GET all-product",
        kind: "other",
        path: "/api/product/all-product",
        headers: asBrowser,
        rate: 20,
      },
      {
        name: "POST single-product",
        kind: "catalogue",
        method: "POST",
        path: "/api/product/single-product",
        body: () => JSON.stringify({ pId: product!.id }),
        rate: 100,
      },
      { name: "GET search", kind: "catalogue", path: "/api/product/search?q=almond", rate: 100 },
      {
        name: "POST cart-product (10 lines)",
        kind: "catalogue",
        method: "POST",
        path: "/api/product/cart-product",
        body: () => JSON.stringify({ cart: cartLines.map((line) => ({ id: line.id, weight: "250g", quantity: 1 })) }),
        rate: 100,
      },
      {
        name: "admin products search",
        kind: "admin",
        path: "/admin/dashboard/products?q=almond",
        headers: asAdmin,
        rate: 20,
      },
      { name: "admin dashboard", kind: "admin", path: "/admin/dashboard", headers: asAdmin, rate: 20 },
      {
        name: "POST create-order",
        kind: "order",
        method: "POST",
        path: "/api/order/create-order",
        rate: 10,
        body: () =>
          JSON.stringify({
            allProduct: [{ id: orderProduct.id, quantity: 1 }],
            transactionId: `BENCH-${Date.now()}-${(order += 1)}`,
            address: "House 1, Street 2",
            city: "Islamabad",
            phone: randomPhone(),
            customerInfo: { fullName: "Bench Buyer" },
          }),
      },
      // Nothing of these is cached: each request asks for what no request asked for before. Last, so
      // that the pages they fill the cache with and the work they leave behind weigh on no other target.
      {
        name: "product page (uncached)",
        kind: "uncached",
        path: "/products/<each a product not yet asked for>",
        nextPath: unseen(() => `/products/${shelf[randomBelow(shelf.length)]!.id}`),
        headers: asBrowser,
        rate: 20,
      },
      {
        name: "category listing (uncached)",
        kind: "uncached",
        path: "/products/category/<id>?sort=<sort>&min=<price>",
        nextPath: unseen(() => {
          const min = price();
          return `/products/category/${categoryIds[randomBelow(categoryIds.length)]}?sort=${sorts[randomBelow(sorts.length)]}&min=${min}&max=${Math.min(priceFilter.max, min + priceFilter.step * (1 + randomBelow(20)))}`;
        }),
        headers: asBrowser,
        rate: 20,
      },
      {
        name: "GET search (uncached)",
        kind: "uncached",
        path: "/api/product/search?q=<each a text not yet searched>",
        nextPath: () => `/api/product/search?q=${encodeURIComponent(searchText())}`,
        rate: 20,
      },
      {
        name: "search page (uncached)",
        kind: "uncached",
        path: "/search?q=<each a text not yet searched>",
        nextPath: () => `/search?q=${encodeURIComponent(searchText())}`,
        headers: asBrowser,
        rate: 20,
      },
      {
        name: "admin search (uncached)",
        kind: "uncached",
        path: "/admin/dashboard/products?q=<each a text not yet searched>",
        nextPath: () => `/admin/dashboard/products?q=${encodeURIComponent(searchText())}`,
        headers: asAdmin,
        rate: 20,
      },
    ];

    if (values.only) {
      const only = new RegExp(values.only);
      targets.splice(0, targets.length, ...targets.filter((t) => t.kind === "baseline" || only.test(t.name)));
    }
    for (const target of targets) if (target.kind === "admin") await assertAnswers(base, target);
    // Every read target once at full speed first: the first minutes of a Node server are spent
    // compiling its hot paths, and the baseline measured first would otherwise pay for that alone.
    log("Warming up ...");
    log(`Server memory at start: ${serverRssMb(server.pid)} MB RSS`);
    for (const target of targets) if (target.kind !== "order") await throughput(base, target, 2);
    log(`Server memory after warming up: ${serverRssMb(server.pid)} MB RSS`);

    const results: Figures[] = [];
    for (const target of targets) {
      // Orders change stock: they are measured at their fixed rate only.
      const speed =
        target.kind === "order"
          ? { rps: 0, p50: 0, p97_5: 0, p99: 0, errors: 0 }
          : await throughput(base, target, seconds);
      await settle();
      const steady = await fixedRate(base, target, seconds);
      results.push({ name: target.name, throughput: speed, fixedRate: steady, rssMb: serverRssMb(server.pid) });
    }
    const baseline = results[0]!.throughput.rps;
    for (const [index, entry] of results.entries()) {
      const kind = targets[index]!.kind;
      if (kind === "page") {
        entry.shareOfBaseline = Math.round((entry.throughput.rps / baseline) * 100) / 100;
        entry.budget = ">= 80% of baseline, p95 < 100 ms at 100 req/s";
        entry.met = entry.shareOfBaseline >= 0.8 && entry.fixedRate.p95 < 100 && entry.fixedRate.errors === 0;
      } else if (kind === "catalogue") {
        entry.budget = "p95 < 50 ms at 100 req/s";
        entry.met = entry.fixedRate.p95 < 50 && entry.fixedRate.errors === 0;
      } else if (kind === "uncached") {
        entry.budget = "p95 < 50 ms at 20 req/s";
        entry.met = entry.fixedRate.p95 < 50 && entry.fixedRate.errors + entry.throughput.errors === 0;
      } else if (kind === "order") {
        entry.budget = "p95 < 300 ms at 10 req/s";
        entry.met = entry.fixedRate.p95 < 300 && entry.fixedRate.errors === 0;
      } else if (kind === "admin") {
        entry.budget = "p95 < 100 ms at 20 req/s";
        entry.met = entry.fixedRate.p95 < 100 && entry.fixedRate.errors + entry.throughput.errors === 0;
      }
    }
    const memoryMb = serverRssMb(server.pid);

    console.log("");
    console.log(
      "target                          req/s  share   p50  p97.5    p99 | rate   p50    p95    p99  err | RSS MB | budget",
    );
    for (const entry of results) {
      const t = entry.throughput;
      const f = entry.fixedRate;
      const verdict = entry.met === undefined ? "(reported)" : entry.met ? "met" : "MISSED";
      console.log(
        `${entry.name.padEnd(30)} ${String(t.rps).padStart(6)} ${(entry.shareOfBaseline?.toFixed(2) ?? "").padStart(6)} ${String(t.p50).padStart(5)} ${String(t.p97_5).padStart(6)} ${String(t.p99).padStart(6)} | ${String(f.rate).padStart(4)} ${String(f.p50).padStart(5)} ${String(f.p95).padStart(6)} ${String(f.p99).padStart(6)} ${String(f.errors + t.errors).padStart(4)} | ${String(entry.rssMb).padStart(6)} | ${verdict}`,
      );
    }
    console.log(
      `\nserver memory after the run: ${memoryMb} MB RSS (budget 400 MB: ${memoryMb < 400 ? "met" : "MISSED"})`,
    );
    const folder = path.resolve(__dirname, "..", "bench", "results");
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          products: Number(values.products),
          orders,
          cache: redis ? "redis" : "memory",
          seconds,
          results,
          serverMemoryMb: memoryMb,
        },
        null,
        2,
      ),
    );
    log(`Figures written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await server?.close();
    await redis?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
