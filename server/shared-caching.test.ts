import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { keepSharedCachesShort, sharedCacheControl, shortSharedCaching } from "./shared-caching";

describe("shortSharedCaching", () => {
  it.each([
    // What Next.js writes: a page renewed after an hour, a product page, a static page, all-product.
    "s-maxage=3600, stale-while-revalidate=31532400",
    "s-maxage=300, stale-while-revalidate=31535700",
    "s-maxage=31536000",
    "S-MaxAge=60",
    "public,s-maxage=10",
  ])("keeps %s in a shared cache at most a minute, and in a browser not at all", (header) => {
    expect(shortSharedCaching(header)).toBe(sharedCacheControl);
  });

  it.each([
    "public, max-age=31536000, immutable",
    "public, max-age=0, must-revalidate",
    "private, no-cache, no-store, max-age=0, must-revalidate",
    "private, no-store",
    "no-store",
  ])("leaves %s as it is", (header) => {
    expect(shortSharedCaching(header)).toBe(header);
  });

  it("keeps an answer's no-transform, which keeps its kept bytes from being compressed again", () => {
    expect(shortSharedCaching("public, max-age=0, s-maxage=3600, no-transform")).toBe(
      `${sharedCacheControl}, no-transform`,
    );
    expect(shortSharedCaching("s-maxage=60,No-Transform")).toBe(`${sharedCacheControl}, no-transform`);
    expect(shortSharedCaching("s-maxage=60, no-transformed")).toBe(sharedCacheControl);
  });

  it("allows a shared cache 60 s past a change at most", () => {
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(sharedCacheControl)![1]);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(60);
    expect(seconds("max-age")).toBe(0);
  });
});

// Each path answers the way Next.js does: the header set (or appended), then the body written.
const answers: Record<string, (response: ServerResponse) => void> = {
  "/page": (response) => {
    response.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=31532400");
    response.end("<html></html>");
  },
  "/route": (response) => {
    response.appendHeader("cache-control", "s-maxage=3600");
    response.write("{");
    response.end("}");
  },
  "/explicit": (response) => {
    response.setHeader("cache-control", "s-maxage=31536000");
    response.writeHead(200, { "content-type": "text/html" }).end();
  },
  "/asset": (response) => {
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.end("asset");
  },
  "/personal": (response) => {
    response.setHeader("cache-control", "private, no-store");
    response.end("{}");
  },
  "/unmarked": (response) => response.end("{}"),
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    keepSharedCachesShort(response);
    answers[request.url!]!(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("keepSharedCachesShort", () => {
  it.each([
    ["/page", sharedCacheControl],
    ["/route", sharedCacheControl],
    ["/explicit", sharedCacheControl],
    ["/asset", "public, max-age=31536000, immutable"],
    ["/personal", "private, no-store"],
    ["/unmarked", null],
  ])("sends %s with Cache-Control %s", async (path, expected) => {
    const answer = await fetch(`${base}${path}`);
    expect(answer.headers.get("cache-control")).toBe(expected);
  });
});
