// Answers the app keeps compressed (all-product: lib/server/cache/kept-document.ts) go out as the
// stored bytes with their Content-Encoding. Next.js drops a route's own Content-Encoding, so the
// route names the coding in storedEncodingHeader and this restores it as the headers are written.
// The route also marks the answer no-transform, which keeps Next.js' compression (whose check runs
// before this one) from encoding the bytes a second time.
import type { ServerResponse } from "node:http";
import { storedEncodingHeader } from "../lib/app-server";

export function sendStoredEncoding(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const restored = (status: number, ...rest: unknown[]) => {
    const coding = response.getHeader(storedEncodingHeader);
    if (coding !== undefined) {
      response.removeHeader(storedEncodingHeader);
      response.setHeader("content-encoding", coding);
    }
    return writeHead(status, ...rest);
  };
  response.writeHead = restored;
}
