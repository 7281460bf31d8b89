import { countRequest, metrics } from "./metrics";

async function valueOf(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((entry) => entry.name === name);
  const values = (metric?.values ?? []) as { labels: Record<string, string | number>; value: number }[];
  return values.find((entry) => Object.entries(labels).every(([key, value]) => String(entry.labels[key]) === value))
    ?.value;
}

describe("the request metrics", () => {
  it("count each answer by route, method and status, with refusals and page-cache lookups apart", async () => {
    countRequest({ route: "/api/order/create-order", method: "POST", status: 200, seconds: 0.2 });
    countRequest({ route: "/api/order/create-order", method: "POST", status: 429, seconds: 0.01 });
    countRequest({ route: "/api/product/search", method: "GET", status: 503, seconds: 0.01 });
    countRequest({ route: "/products/:id", method: "GET", status: 200, seconds: 0.01, pageCache: "HIT" });
    countRequest({ route: "/products/:id", method: "GET", status: 200, seconds: 0.3, pageCache: "MISS" });

    expect(await valueOf("shop_http_requests_total", { route: "/api/order/create-order", status: "429" })).toBe(1);
    expect(await valueOf("shop_refusals_total", { route: "/api/order/create-order", kind: "throttled" })).toBe(1);
    expect(await valueOf("shop_refusals_total", { route: "/api/product/search", kind: "busy" })).toBe(1);
    expect(await valueOf("shop_cache_lookups_total", { layer: "page" })).toBe(2);
    expect(await valueOf("shop_cache_misses_total", { layer: "page" })).toBe(1);
    expect(await metrics().registry.metrics()).toMatch(
      /^shop_http_request_duration_seconds_bucket\{le="0.25",route="\/products\/:id"\} 1$/m,
    );
  });

  it("give an address that is no page, or a route past the first 300, no series of its own", async () => {
    for (let n = 0; n < 50; n += 1) countRequest({ route: `/junk-${n}`, method: "GET", status: 404, seconds: 0.01 });
    expect(await valueOf("shop_http_requests_total", { route: "(not found)" })).toBe(50);
    for (let n = 0; n < 400; n += 1)
      countRequest({ route: `/made-up-${n}`, method: "GET", status: 200, seconds: 0.01 });
    expect(metrics().routes.size).toBe(300);
    expect(await valueOf("shop_http_requests_total", { route: "(other)" })).toBeGreaterThanOrEqual(100);
  });
});
