import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { streamedBrotliWindowBits, streamedCompression } from "./streamed-compression";

const html = `<!DOCTYPE html><html lang="en"><body>${"<p>Mamra Almonds, Rs. 2,400</p>".repeat(200)}</body></html>`;

let server: Server;
let base: string;

beforeAll(async () => {
  const compress = streamedCompression();
  server = createServer((request, response) => {
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => undefined);
    response.setHeader("content-type", "text/html; charset=utf-8");
    // As Next.js sends a page it renders: in pieces, no length.
    response.write(html.slice(0, 1500));
    response.end(html.slice(1500));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function brotliAnswer() {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    httpRequest(base, { headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The window a brotli stream declares, in the low bits of its first byte (RFC 7932, 9.1). */
const declaredWindow = (bytes: Buffer) => bytes[0]! & 0x0f;
const windowOf = (bits: number) =>
  declaredWindow(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_LGWIN]: bits } }));

describe("streamedCompression", () => {
  it("compresses a page written in pieces with brotli in a 256 kB window, not the 4 MB default", async () => {
    const answer = await brotliAnswer();
    expect(answer.encoding).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    expect(declaredWindow(answer.body)).toBe(windowOf(streamedBrotliWindowBits));
    expect(windowOf(streamedBrotliWindowBits)).not.toBe(windowOf(constants.BROTLI_DEFAULT_WINDOW));
  });
});
