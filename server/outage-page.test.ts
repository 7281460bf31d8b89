// A page that fails reaches the shopper as the shop's own page: 503 "we'll be back" while the
// database does not answer, 500 otherwise; everything else passes through untouched.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { answerFailedPagesKindly, outageRetrySeconds } from "./outage-page";

let server: Server;
let base: string;
let databaseAnswers = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    // As server/request-log.ts gives every request its id.
    request.headers["x-request-id"] = "req-0123456789";
    response.setHeader("x-request-id", "req-0123456789");
    answerFailedPagesKindly(request, response, () => Promise.resolve(databaseAnswers));
    const url = new URL(request.url ?? "/", "http://shop");
    const status = Number(url.searchParams.get("status") ?? 200);
    response.setHeader("x-frame-options", "DENY");
    response.setHeader("cache-control", "s-maxage=31536000");
    if (url.searchParams.has("writeHead")) response.writeHead(status, { "content-type": "text/html" });
    else response.statusCode = status;
    response.write("<p>Next's own ");
    response.end("answer</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const page = (path: string, headers: Record<string, string> = { accept: "text/html,*/*" }) =>
  fetch(`${base}${path}`, { headers });

describe("a page that failed", () => {
  it.each(["", "&writeHead"])("is 'we'll be back' (503) while the database does not answer%s", async (how) => {
    databaseAnswers = false;
    const answer = await page(`/products/abc?status=500${how}`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe(String(outageRetrySeconds));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    const html = await answer.text();
    expect(html).toContain("We’ll be back in a moment");
    expect(html).toContain(`<meta http-equiv="refresh" content="${outageRetrySeconds}">`);
    expect(html).toContain('href="/products/abc?status=500');
    expect(html).not.toContain("Next's own");
  });

  it("is 'something went wrong' (500) when the database answers", async () => {
    databaseAnswers = true;
    const answer = await page("/about-us?status=500");
    expect(answer.status).toBe(500);
    expect(answer.headers.get("retry-after")).toBeNull();
    // The reference a customer who calls gives, to find the request in the logs.
    expect(answer.headers.get("x-request-id")).toBe("req-0123456789");
    const html = await answer.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain('Reference: <span dir="ltr">req-0123456789</span>');
  });
});

describe("what passes through untouched", () => {
  it.each([
    ["a page that worked", "/?status=200", { accept: "text/html" }, 200],
    ["a page not found", "/missing?status=404", { accept: "text/html" }, 404],
    ["an API answer", "/api/product/all-product?status=503", { accept: "text/html" }, 503],
    ["a client navigation's payload", "/?status=500", { accept: "*/*", rsc: "1" }, 500],
    ["a request that does not take HTML", "/?status=500", { accept: "application/json" }, 500],
  ])("%s", async (_what, path, headers, status) => {
    databaseAnswers = false;
    const answer = await page(path, headers);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toBe("<p>Next's own answer</p>");
  });
});
