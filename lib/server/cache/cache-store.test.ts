// The rules every cache store keeps (cache-store.mjs withShopRules): the last good copy of a page
// is given while the database does not answer, and only then.
import { databaseWatchKey, type DatabaseWatch } from "@/lib/app-server";
import { withShopRules } from "./cache-store.mjs";
import { createMemoryStore } from "./memory-store.mjs";

type Entry = Parameters<ReturnType<typeof createMemoryStore>["set"]>[1];
const page = (html: string, status = 200) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: {},
  status,
});
const read = (data: string) => ({ kind: "FETCH", data: { body: data }, revalidate: 60 });
const entry = (value: object, tags: string[]) => ({ value, tags, lastModified: Date.now(), lifespan: null }) as Entry;
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
const none = { implicitTags: [] as string[] };
const htmlOf = (found: Entry | null | undefined) => (found?.value as { html?: string } | undefined)?.html;

const registry = globalThis as { [databaseWatchKey]?: DatabaseWatch };
let databaseAnswers = true;
let checks = 0;

beforeAll(() => {
  registry[databaseWatchKey] = {
    isDown: () => !databaseAnswers,
    answers: () => {
      checks += 1;
      return Promise.resolve(databaseAnswers);
    },
  };
});
afterAll(() => delete registry[databaseWatchKey]);
beforeEach(() => {
  databaseAnswers = true;
  checks = 0;
});

function shopStore() {
  const memory = createMemoryStore({ maxBytes: 1 << 20 });
  return { memory, store: withShopRules(memory, { staleMaxBytes: 1 << 20 }) };
}

describe("the last good copy of a page", () => {
  it("is given, as fresh, while the database does not answer after a change expired the page", async () => {
    const { memory, store } = shopStore();
    await store.set("/products/a", entry(page("<p>Rs. 100</p>"), ["product:a"]));
    await tick();
    await memory.revalidateTag("product:a");

    databaseAnswers = false;
    const stale = await store.get("/products/a", none);
    expect(htmlOf(stale)).toBe("<p>Rs. 100</p>");
    expect(stale!.lastModified).toBeGreaterThanOrEqual(Date.now() - 50);

    databaseAnswers = true;
    expect(await store.get("/products/a", none)).toBeNull();
  });

  it("is the copy last served or written: a newer render replaces it", async () => {
    const { memory, store } = shopStore();
    await store.set("/", entry(page("<p>old</p>"), ["catalog"]));
    expect(htmlOf(await store.get("/", none))).toBe("<p>old</p>");
    await tick();
    await memory.revalidateTag("catalog");
    await store.set("/", entry(page("<p>new</p>"), ["catalog"]));
    await tick();
    await memory.revalidateTag("catalog");
    databaseAnswers = false;
    expect(htmlOf(await store.get("/", none))).toBe("<p>new</p>");
  });

  it("asks about the database only for a page it has a copy of", async () => {
    const { store } = shopStore();
    databaseAnswers = false;
    expect(await store.get("/never-cached", none)).toBeNull();
    expect(checks).toBe(0);
  });

  it("is never kept of a read, so no page is cached anew from old reads", async () => {
    const { memory, store } = shopStore();
    await store.set("read-key", entry(read("stock 5"), ["product:a"]));
    expect(await store.get("read-key", none)).not.toBeNull();
    await tick();
    await memory.revalidateTag("product:a");
    databaseAnswers = false;
    expect(await store.get("read-key", none)).toBeNull();
  });

  it("is never an answer that failed, which is not kept at all", async () => {
    const { store } = shopStore();
    await store.set("/broken", entry(page("<p>error</p>", 500), []));
    databaseAnswers = false;
    expect(await store.get("/broken", none)).toBeNull();
  });

  it("is given when the store itself fails (Redis away) while the database does not answer", async () => {
    const memory = createMemoryStore({ maxBytes: 1 << 20 });
    let storeFails = false;
    const flaky = {
      ...memory,
      get: (key: string, context: typeof none) =>
        storeFails ? Promise.reject(new Error("Redis is unavailable")) : memory.get(key, context),
    };
    const store = withShopRules(flaky, { staleMaxBytes: 1 << 20 });
    await store.set("/about-us", entry(page("<p>about</p>"), []));
    storeFails = true;
    expect(await store.get("/about-us", none)).toBeNull();
    databaseAnswers = false;
    expect(htmlOf(await store.get("/about-us", none))).toBe("<p>about</p>");
  });
});
