// Two instances' Redis stores on one real redis-server: what one writes or expires, the other sees
// at once, though it answers repeated hits from its own copies.
import net from "node:net";
import { redisServer, type RedisServer } from "@/scripts/cluster/redis";
import { startPausableProxy } from "@/test/support/pausable-proxy";
import { createRedisStore } from "./redis-store.mjs";

type Store = ReturnType<typeof createRedisStore>;
type Entry = Parameters<Store["set"]>[1];

const page = (html: string, tags: string[]) =>
  ({
    value: { kind: "APP_PAGE", html, rscData: Buffer.from(`rsc:${html}`), headers: {}, status: 200 },
    tags,
    lastModified: Date.now(),
    lifespan: null,
  }) as unknown as Entry;
const htmlOf = (entry: Entry | null | undefined) => (entry?.value as { html?: string } | undefined)?.html;
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
const none = { implicitTags: [] };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the store's connection is ready: until then it refuses every call. */
async function usable(store: Store): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await store.get("/", none);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let redis: RedisServer;
let a: Store;
let b: Store;

beforeAll(async () => {
  redis = redisServer(await freePort());
  await redis.start();
  const keyPrefix = "test:build:";
  a = createRedisStore({ url: redis.url, keyPrefix });
  b = createRedisStore({ url: redis.url, keyPrefix });
  await Promise.all([usable(a), usable(b)]);
});

afterAll(async () => {
  await a.close();
  await b.close();
  await redis.stop();
});

describe("the Redis cache store", () => {
  it("answers an entry written by another instance, then from its own copy", async () => {
    await a.set("/products/p1", page("<p>price 100</p>", ["catalog", "product:p1"]));
    const first = await b.get("/products/p1", none);
    expect(htmlOf(first)).toBe("<p>price 100</p>");
    expect(Buffer.isBuffer(first?.value && (first.value as { rscData: unknown }).rscData)).toBe(true);
    expect(await b.get("/products/p1", none)).toBe(first);
    expect(b.copyCount()).toBeGreaterThan(0);
  });

  it("answers another instance's newer write, not its own older copy", async () => {
    await a.set("/products/p2", page("<p>old</p>", ["product:p2"]));
    expect(htmlOf(await b.get("/products/p2", none))).toBe("<p>old</p>");
    await tick();
    await a.set("/products/p2", page("<p>new</p>", ["product:p2"]));
    expect(htmlOf(await b.get("/products/p2", none))).toBe("<p>new</p>");
    expect(htmlOf(await a.get("/products/p2", none))).toBe("<p>new</p>");
  });

  it("drops an entry on every instance when another expires one of its tags", async () => {
    await a.set("/products/p3", page("<p>p3</p>", ["catalog", "product:p3"]));
    await a.set("/products/p4", page("<p>p4</p>", ["catalog", "product:p4"]));
    expect(htmlOf(await b.get("/products/p3", none))).toBe("<p>p3</p>");
    expect(htmlOf(await b.get("/products/p4", none))).toBe("<p>p4</p>");
    await tick();
    await a.expire(["product:p3"]);
    expect(await b.get("/products/p3", none)).toBeNull();
    expect(htmlOf(await b.get("/products/p4", none))).toBe("<p>p4</p>");
  });

  it("drops a copy whose page path (an implicit tag) was expired after it was made", async () => {
    await a.set("/about", page("<p>about</p>", []));
    const implicit = { implicitTags: ["_N_T_/about"] };
    expect(htmlOf(await b.get("/about", implicit))).toBe("<p>about</p>");
    await tick();
    await a.expire(["_N_T_/about"]);
    expect(await b.get("/about", implicit)).toBeNull();
  });
});

/** How long `call` took, and whether it answered or failed. */
async function timed(call: () => Promise<unknown>): Promise<{ ms: number; failed: boolean }> {
  const started = performance.now();
  const failed = await call().then(
    () => false,
    () => true,
  );
  return { ms: performance.now() - started, failed };
}

describe("a Redis that stops answering (frozen, or cut off without a reset)", () => {
  it("costs one call its half-second timeout, then misses at once until Redis answers; an expiry missed meanwhile clears the keys", async () => {
    const proxy = await startPausableProxy(redis.url);
    const store = createRedisStore({ url: proxy.url, keyPrefix: "test:frozen:" });
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await usable(store);
      await store.set("/products/f1", page("<p>f1 before</p>", ["product:f1"]));
      await store.set("/products/f2", page("<p>f2</p>", ["product:f2"]));
      expect(htmlOf(await store.get("/products/f1", none))).toBe("<p>f1 before</p>");

      proxy.freeze();
      const first = await timed(() => store.get("/products/f1", none));
      expect(first.failed).toBe(true);
      expect(first.ms).toBeLessThan(1_500);
      const later = await Promise.all(Array.from({ length: 20 }, () => timed(() => store.get("/products/f2", none))));
      expect(Math.max(...later.map((call) => call.ms))).toBeLessThan(50);
      expect(await store.health()).toEqual({ kind: "redis", state: "unreachable" });
      // A change made meanwhile cannot reach Redis: what it made stale must not be served later.
      await store.expire(["product:f1"]);
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      proxy.thaw();
      await usable(store);
      expect(await store.get("/products/f1", none)).toBeNull();
      expect(await store.get("/products/f2", none)).toBeNull();
      expect((await store.health()).state).toBe("ok");
      const lines = log.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.includes("is unreachable"))).toHaveLength(1);
      const returns = lines.filter((line) => line.includes("usable again"));
      expect(returns).toHaveLength(1);
      expect(returns[0]).toMatch(/Redis is usable again: \d+ entries that may have missed an expiry were cleared\./);
    } finally {
      log.mockRestore();
      await store.close();
      await proxy.close();
    }
  });

  it("uses Redis again without clearing it when nothing was missed", async () => {
    const proxy = await startPausableProxy(redis.url);
    const store = createRedisStore({ url: proxy.url, keyPrefix: "test:paused:" });
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await usable(store);
      await store.set("/about", page("<p>about</p>", []));
      proxy.freeze();
      expect((await timed(() => store.get("/about", none))).failed).toBe(true);
      proxy.thaw();
      await usable(store);
      expect(htmlOf(await store.get("/about", none))).toBe("<p>about</p>");
      expect(log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("usable again"))).toEqual([
        "[cache] Redis is usable again.",
      ]);
    } finally {
      log.mockRestore();
      await store.close();
      await proxy.close();
    }
  });
});
