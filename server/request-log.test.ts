import { createServer, request as httpRequest, type Server } from "node:http";
import { Writable } from "node:stream";
import { requestContexts, requestIdHeader } from "../lib/app-server";
import { createLogger, logEvent, replaceLogger } from "../lib/server/log";
import { logRequest, routeOf } from "./request-log";

/** The log's lines, parsed, as a test reads them back. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  replaceLogger(createLogger(stream, "info"));
  return lines;
}

describe("routeOf", () => {
  it.each([
    ["/", "/"],
    ["/icon.svg?icon.3b5p8mzh4-yz1.svg", "/icon.svg"],
    ["/products/cmwwfq2xl001ft87dq6gftpcz", "/products/:id"],
    ["/orders/MDF-10029?key=j90ij-dquylaXvR7pG_Bbi", "/orders/:id"],
    ["/api/order/create-order", "/api/order/create-order"],
    ["/reset-password?token=abc", "/reset-password"],
    ["/admin/dashboard/orders?phone=03001234567", "/admin/dashboard/orders"],
    ["/_next/static/chunks/1k2w3nq2-wg_-.js", "/_next/static"],
    ["/uploads/products/demo-mamra-almonds.webp", "/uploads/products"],
    ["/products/category/cmwwfq2xl001ft87dq6gftpcz/_listing", "/products/category/:id/_listing"],
  ])("groups %s as %s", (url, route) => {
    expect(routeOf(url)).toBe(route);
  });
});

describe("a request's log line", () => {
  let server: Server;
  let port = 0;
  let viaProxy = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const log = logRequest(request, response);
      log.setClient({ address: "127.0.9.7", viaProxy });
      void requestContexts().run(log.context, async () => {
        await Promise.resolve();
        // What the app does when it reads a session (lib/server/auth/session-version.ts).
        if (request.url?.startsWith("/user")) requestContexts().getStore()!.userId = "user-1";
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, headers: Record<string, string> = {}): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ port, path, headers }, (answer) => {
        answer.resume();
        answer.on("end", () => setImmediate(() => resolve(answer.headers[requestIdHeader]?.toString())));
      });
      sent.on("error", reject);
      sent.end();
    });
  }

  it("names the request by the id its answer carries, its route, status, time, network and user; never the query", async () => {
    const lines = capturedLog();
    const id = await get("/user/orders?key=secret-order-key&phone=03001234567");
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        reqId: id,
        method: "GET",
        route: "/user/orders",
        status: 200,
        ms: expect.any(Number),
        network: "127.0.9.7",
        userId: "user-1",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-order-key|03001234567/);
  });

  it("keeps a trusted proxy's request id, and makes its own when the client is not behind one", async () => {
    const lines = capturedLog();
    viaProxy = true;
    expect(await get("/", { [requestIdHeader]: "nginx-0123456789abcdef" })).toBe("nginx-0123456789abcdef");
    viaProxy = false;
    const own = await get("/", { [requestIdHeader]: "chosen-by-the-client" });
    expect(own).not.toBe("chosen-by-the-client");
    expect(lines.map((line) => line.reqId)).toEqual(["nginx-0123456789abcdef", own]);
  });
});

describe("a business event", () => {
  it("is one line with its name and fields, with phones, e-mails, passwords and keys hidden", () => {
    const lines = capturedLog();
    logEvent("order.placed", {
      orderNumber: "MDF-10001",
      phone: "0300-1234567",
      email: "a@b.pk",
      customer: { password: "x", key: "y", name: "Sana" },
    });
    requestContexts().run({ id: "req-1", userId: null }, () => logEvent("import.run", { created: 1 }));
    expect(lines).toEqual([
      expect.objectContaining({
        event: "order.placed",
        msg: "order.placed",
        orderNumber: "MDF-10001",
        phone: "[hidden]",
        email: "[hidden]",
        customer: { password: "[hidden]", key: "[hidden]", name: "Sana" },
      }),
      // An event inside a request names it, so the request's line and its events are found together.
      expect.objectContaining({ event: "import.run", reqId: "req-1", created: 1 }),
    ]);
  });
});
