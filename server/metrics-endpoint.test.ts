import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { answerMetrics, metricsAccess, type MetricsAccess } from "./metrics-endpoint";

const token = "a-metrics-token-of-at-least-32-characters";
let access: MetricsAccess;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => void answerMetrics(request, response, access));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const scrape = (headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${base}/api/metrics`, { headers, method });

describe("GET /api/metrics", () => {
  it("answers the Prometheus text to the operator's token", async () => {
    access = metricsAccess({ METRICS_TOKEN: token });
    const answer = await scrape({ authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toMatch(/^# TYPE shop_http_requests_total counter$/m);
  });

  it.each([
    ["no token", {}],
    ["a wrong token", { authorization: `Bearer ${token.replace("a", "b")}` }],
    ["a token of another length", { authorization: "Bearer short" }],
  ])("is an unknown address (404 { error }) with %s", async (_case, headers) => {
    access = metricsAccess({ METRICS_TOKEN: token });
    const answer = await scrape(headers);
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 404,
      body: { error: "Not found." },
    });
  });

  it("answers a scraper connecting from an allowed address, and no one else", async () => {
    access = metricsAccess({ METRICS_ALLOW: "10.0.0.0/8, 127.0.0.1" });
    expect((await scrape()).status).toBe(200);
    access = metricsAccess({ METRICS_ALLOW: "10.0.0.0/8" });
    expect((await scrape()).status).toBe(404);
    // A forwarded address is never believed: the connection's own peer decides.
    expect((await scrape({ "x-forwarded-for": "10.1.2.3" })).status).toBe(404);
  });

  it("refuses everyone when neither is set, and anything but GET", async () => {
    access = metricsAccess({});
    expect((await scrape()).status).toBe(404);
    access = metricsAccess({ METRICS_ALLOW: "127.0.0.1" });
    expect((await scrape({}, "POST")).status).toBe(404);
  });

  it("refuses to start with a short token or a number for the allowed list", () => {
    expect(() => metricsAccess({ METRICS_TOKEN: "short" })).toThrow("at least 32 characters");
    expect(() => metricsAccess({ METRICS_ALLOW: "1" })).toThrow("addresses or CIDR ranges");
  });
});
