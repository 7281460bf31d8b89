import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { enforceBodyDeadline } from "./body-deadline";
import { parseTrustProxy } from "./client-address";
import { capSocketsPerNetwork } from "./socket-cap";

// The production server's wiring (server/main.ts) on a plain HTTP server: 3 connections per client
// network, 127.0.0.9 a trusted proxy, and bodies read until they end (deadlines long enough not to
// interfere).
const perNetwork = 3;
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    enforceBodyDeadline(request, response, { bodyBaseMs: 10_000, slowLineBytesPerSecond: 1000 });
    request.resume();
    request.on("end", () => response.end("served"));
  });
  capSocketsPerNetwork(server, parseTrustProxy("127.0.0.9"), perNetwork);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Slow {
  /** Sends the rest of the body; resolves with the answer. */
  finish: () => Promise<string>;
}

/** A POST whose body has not all arrived; resolves once the server has its headers. */
function slowUpload(from: string): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/",
      localAddress: from,
      agent: false,
      headers: { "content-length": "10" },
    });
    const answered = new Promise<string>((settle, fail) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => settle(text));
      });
      request.on("error", fail);
    });
    answered.catch(reject);
    request.write("12345", () =>
      // The bytes are written; give the server a moment to read the headers.
      setTimeout(() => resolve({ finish: () => (request.end("67890"), answered) }), 50),
    );
  });
}

function get(from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: "/", localAddress: from, agent: false });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve(text));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("capSocketsPerNetwork", () => {
  it("closes a client network's connection past the cap at once, while other networks and a trusted proxy get in", async () => {
    const held = await Promise.all(Array.from({ length: perNetwork }, () => slowUpload("127.0.0.2")));
    const started = performance.now();
    await expect(get("127.0.0.2")).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(performance.now() - started).toBeLessThan(1000);

    expect(await get("127.0.0.3")).toBe("served");
    const proxied = await Promise.all(Array.from({ length: perNetwork + 2 }, () => slowUpload("127.0.0.9")));
    expect(await get("127.0.0.9")).toBe("served");

    // The held uploads finish, and their network has its connections back.
    for (const upload of [...held, ...proxied]) expect(await upload.finish()).toBe("served");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get("127.0.0.2")).toBe("served");
  });
});
