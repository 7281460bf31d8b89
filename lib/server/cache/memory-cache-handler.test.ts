import MemoryCacheHandler, { cacheStats, entrySize, expireTags } from "./memory-cache-handler.mjs";

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const data = (value: unknown) => ({ kind: "FETCH", data: { body: JSON.stringify(value) }, revalidate: 3600 });
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("memory cache handler", () => {
  const handler = new MemoryCacheHandler();

  it("answers what was stored, with when it was stored", async () => {
    await handler.set("/home", page("<p>home</p>", "catalog"), { cacheControl: { revalidate: 3600 } });
    const hit = await handler.get("/home", { kind: "APP_PAGE" });
    expect(hit?.value).toMatchObject({ html: "<p>home</p>" });
    expect(hit?.cacheControl).toEqual({ revalidate: 3600 });
    expect(typeof hit?.lastModified).toBe("number");
    expect(await handler.get("/missing", { kind: "APP_PAGE" })).toBeNull();
  });

  it("drops a page when a tag in its header is revalidated, and keeps what is stored afterwards", async () => {
    await handler.set("/products/a", page("a", "catalog,product:a"), {});
    await handler.set("/products/b", page("b", "catalog,product:b"), {});
    await tick();
    await handler.revalidateTag(["product:a"]);
    expect(await handler.get("/products/a", { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get("/products/b", { kind: "APP_PAGE" })).not.toBeNull();
    await tick();
    await handler.set("/products/a", page("a2", "catalog,product:a"), {});
    expect((await handler.get("/products/a", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "a2" });
  });

  it("drops a data read by the tags of the set call or of the get call", async () => {
    await handler.set("read-1", data([1]), { fetchCache: true, tags: ["catalog"] });
    await handler.set("read-2", data([2]), { fetchCache: true, tags: [] });
    await tick();
    await handler.revalidateTag("catalog");
    expect(await handler.get("read-1", { kind: "FETCH", tags: [] })).toBeNull();
    expect(await handler.get("read-2", { kind: "FETCH", tags: ["catalog"] })).toBeNull();
  });

  it("expires tags at once through expireTags, which the app calls before it answers", async () => {
    await handler.set("/products/c", page("c", "catalog,product:c"), {});
    await tick();
    expireTags(["product:c"]);
    expect(await handler.get("/products/c", { kind: "APP_PAGE" })).toBeNull();
  });

  it("forgets an entry set to null", async () => {
    await handler.set("gone", data("x"), { fetchCache: true, tags: [] });
    await handler.set("gone", null, {});
    expect(await handler.get("gone", { kind: "FETCH" })).toBeNull();
  });

  it("sizes entries by their payload and keeps a running total", () => {
    expect(entrySize(page("12345", ""))).toBe(10);
    expect(entrySize(data("x"))).toBeGreaterThan(1);
    expect(cacheStats().bytes).toBeGreaterThan(0);
  });
});
