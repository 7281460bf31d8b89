// A hit on a page Next.js keeps (home, categories, products, the information pages) goes out as
// bytes kept for it: compressed once per version of the page (./page-encodings.ts), under the ETag
// worked out once as the page was kept (lib/server/cache/page-etag.mjs), or a 304 to a browser that
// holds that version. Nothing is hashed or compressed again on a hit. Next.js names the ETag in a
// header of the kept page and hands the whole HTML to one end(); this takes the header off and
// sends the kept bytes instead. Anything else (a page rendered as it streams, an RSC payload) goes
// on as Next.js wrote it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { holdsCurrent, keptCodings, preferredEncoding } from "../lib/server/cache/content-negotiation";
import { pageEtagHeader } from "../lib/server/cache/page-etag.mjs";
import type { PageEncodings } from "./page-encodings";

type Ending = (chunk?: unknown, ...rest: unknown[]) => ServerResponse;

function varyOnEncoding(response: ServerResponse): void {
  const vary = response.getHeader("vary")?.toString();
  if (!vary) response.setHeader("vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", `${vary}, Accept-Encoding`);
}

export function sendKeptPages(request: IncomingMessage, response: ServerResponse, encodings: PageEncodings): void {
  const end = response.end.bind(response) as Ending;
  // Whatever else Next.js sends with the header (a page streamed as it renders, an RSC payload),
  // it goes no further than this server.
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (...args: unknown[]) => {
    response.removeHeader(pageEtagHeader);
    return writeHead(...args);
  };

  const ending: Ending = (chunk, ...rest) => {
    const etag = response.getHeader(pageEtagHeader);
    if (typeof etag !== "string" || response.headersSent || response.statusCode !== 200) return end(chunk, ...rest);
    response.removeHeader(pageEtagHeader);
    response.setHeader("etag", etag);
    if (holdsCurrent(request.headers["if-none-match"] ?? null, etag)) {
      response.statusCode = 304;
      response.removeHeader("content-length");
      return end();
    }
    varyOnEncoding(response);
    const html = typeof chunk === "string" || Buffer.isBuffer(chunk) ? chunk : null;
    const coding = preferredEncoding(request.headers["accept-encoding"] ?? null, keptCodings);
    // A HEAD request (Next.js ends it with no body), or a client that takes the bytes as they are.
    if (html === null || coding === null) return end(chunk, ...rest);
    const send = (bytes: Buffer) => {
      response.setHeader("content-encoding", coding);
      response.setHeader("content-length", bytes.length);
      end(bytes);
    };
    const kept = encodings.get(etag, coding);
    if (kept) send(kept);
    else encodings.encode(etag, coding, Buffer.from(html)).then(send, () => end(html));
    return response;
  };
  response.end = ending as ServerResponse["end"];
}
