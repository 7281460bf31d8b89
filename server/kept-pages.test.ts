import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib, { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pageEtagHeader } from "../lib/server/cache/page-etag.mjs";
import { sendKeptPages } from "./kept-pages";
import { pageEncodings } from "./page-encodings";
import { streamedCompression } from "./streamed-compression";

const html = `<!DOCTYPE html><html lang="en"><body>${"<p>Mamra Almonds, Rs. 2,400</p>".repeat(200)}</body></html>`;
const etag = 'W/"kept-home-1"';

let server: Server;
let base: string;
const brotli = jest.spyOn(zlib, "brotliCompress");
const gzip = jest.spyOn(zlib, "gzip");

beforeAll(async () => {
  const kept = pageEncodings(1024 * 1024);
  const compress = streamedCompression();
  server = createServer((request, response) => {
    // As server/main.ts wires them, and as Next.js sends a kept page: the headers one by one
    // (the kept page's among them), then the whole HTML in one end().
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => undefined);
    sendKeptPages(request, response, kept);
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("vary", "rsc, next-router-state-tree");
    if (request.url === "/rendered") {
      // A page rendered as it streams, or an RSC payload: Next.js writes it in pieces.
      response.setHeader(pageEtagHeader, etag);
      response.write(html.slice(0, 1000));
      response.end(html.slice(1000));
      return;
    }
    response.setHeader(pageEtagHeader, etag);
    response.setHeader("content-length", Buffer.byteLength(html));
    if (request.url === "/missing") response.statusCode = 404;
    response.end(request.method === "HEAD" ? null : html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bytes as sent (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("sendKeptPages", () => {
  it("sends a kept page compressed once per coding under its ETag, whatever the number of hits", async () => {
    const browsers = await Promise.all([1, 2, 3].map(() => get("/", { "accept-encoding": "gzip, deflate, br" })));
    const again = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const oldClient = await get("/", { "accept-encoding": "gzip" });
    for (const answer of [...browsers, again]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers[pageEtagHeader]).toBeUndefined();
      expect(answer.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    }
    expect(oldClient.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(oldClient.body).toString()).toBe(html);
    expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 1]);
  });

  it("answers 304 with no body to a client that holds this version", async () => {
    const answer = await get("/", { "accept-encoding": "br", "if-none-match": '"kept-home-1"' });
    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.body.length).toBe(0);
    expect((await get("/", { "if-none-match": 'W/"an-older-one"' })).status).toBe(200);
  });

  it("sends the HTML as it is to a client that takes no coding, and the headers alone to HEAD", async () => {
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toBe(etag);
    expect(plain.body.toString()).toBe(html);
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body.length).toBe(0);
  });

  it("leaves a page rendered as it streams, and one that is not a 200, to the compression of everything else", async () => {
    const compressed = brotli.mock.calls.length + gzip.mock.calls.length;
    const rendered = await get("/rendered", { "accept-encoding": "gzip, br" });
    expect(rendered.headers["content-encoding"]).toBe("br");
    expect(rendered.headers.etag).toBeUndefined();
    expect(rendered.headers[pageEtagHeader]).toBeUndefined();
    expect(brotliDecompressSync(rendered.body).toString()).toBe(html);
    const missing = await get("/missing", { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers[pageEtagHeader]).toBeUndefined();
    expect(gunzipSync(missing.body).toString()).toBe(html);
    expect(brotli.mock.calls.length + gzip.mock.calls.length).toBe(compressed);
  });
});
