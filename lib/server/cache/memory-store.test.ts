import { createMemoryStore, entrySize } from "./memory-store.mjs";

const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from(html), headers: {}, status: 200 });
type Entry = Parameters<ReturnType<typeof createMemoryStore>["set"]>[1];
const entry = (value: object, tags: string[]) => ({ value, tags, lastModified: Date.now(), lifespan: null }) as Entry;
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
const none = { implicitTags: [] };

describe("the memory cache store", () => {
  it("answers what was stored", async () => {
    const store = createMemoryStore({ maxBytes: 1 << 20 });
    const stored = entry(page("<p>home</p>"), ["catalog"]);
    await store.set("/home", stored);
    expect(await store.get("/home", none)).toBe(stored);
    expect(await store.get("/missing", none)).toBeNull();
  });

  it("drops an entry when one of its tags, or of the implicit tags of the get, is expired after it was stored", async () => {
    const store = createMemoryStore({ maxBytes: 1 << 20 });
    await store.set("/products/a", entry(page("a"), ["catalog", "product:a"]));
    await store.set("/products/b", entry(page("b"), ["catalog", "product:b"]));
    await tick();
    await store.revalidateTag("product:a");
    expect(await store.get("/products/a", none)).toBeNull();
    expect(await store.get("/products/b", none)).not.toBeNull();
    await store.revalidateTag("_N_T_/products/b");
    expect(await store.get("/products/b", { implicitTags: ["_N_T_/products/b"] })).toBeNull();
    await tick();
    await store.set("/products/a", entry(page("a2"), ["catalog", "product:a"]));
    expect((await store.get("/products/a", none))?.value).toMatchObject({ html: "a2" });
  });

  it("keeps memory bounded: the least recently used entries go first", async () => {
    const store = createMemoryStore({ maxBytes: 100 });
    await store.set("old", entry(page("x".repeat(25)), []));
    await store.set("new", entry(page("y".repeat(25)), []));
    expect(await store.get("old", none)).toBeNull();
    expect(await store.get("new", none)).not.toBeNull();
    expect(store.stats().bytes).toBeLessThanOrEqual(100);
  });

  it("sizes entries by what they hold in memory: text at two bytes a character, as V8 holds any text past Latin-1", () => {
    // Every page names the other language ("اردو"), so its HTML is held at two bytes a character:
    // sized by its length, 282 uncached product pages took 57.6 MB of a 256 MB heap instead of 29
    // and the server ran out of heap under the benchmark's uncached pages.
    expect(entrySize(page("12345"))).toBe(2 * 5 + 5);
    expect(entrySize({ kind: "APP_ROUTE", body: Buffer.alloc(300) })).toBe(300);
    expect(entrySize({ kind: "FETCH", data: { body: "[1]" } })).toBe(2 * JSON.stringify({ body: "[1]" }).length);
  });
});
