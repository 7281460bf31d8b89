// A page's ETag, computed once, as Next.js keeps the page (./cache-handler.mjs): the production
// server sends each hit's stored compressed bytes under it (server/kept-pages.ts) instead of hashing
// and compressing the same HTML again on every request.
import { createHash } from "node:crypto";

/** Among a kept page's headers: Next.js sends them with every hit, and the server takes this one off. */
export const pageEtagHeader = "x-shop-page-etag";

/**
 * The entry Next.js keeps for a page, with its HTML's ETag among the headers it sends on each hit.
 * A copy: the render that produced it may still be sending the object it was given.
 */
export function withPageEtag(data) {
  if (data?.kind !== "APP_PAGE" || typeof data.html !== "string") return data;
  const etag = `W/"${createHash("sha256").update(data.html).digest("base64url").slice(0, 27)}"`;
  return { ...data, headers: { ...data.headers, [pageEtagHeader]: etag } };
}
