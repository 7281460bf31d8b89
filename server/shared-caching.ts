// Next.js marks what it caches itself (static and ISR pages, their RSC payloads, cached route
// handlers) `s-maxage=<revalidate>`, often with a `stale-while-revalidate` of about a year, for a
// CDN to keep. The shop expires its own cache by tag the moment a price, the stock or a page
// changes, and no CDN hears of that; old HTML would also outlive a deploy. So such an answer
// leaves the server marked for a shared cache to keep at most a minute past a change, and a
// browser to ask again every time. Hashed assets (/_next/static, `immutable`) and images carry no
// s-maxage and keep what they have; personal answers are `private, no-store` already.
import type { ServerResponse } from "node:http";

/** Fresh for 30 s in a shared cache, served stale for 30 s more while it fetches anew: 60 s at most. */
export const sharedCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

const forSharedCaches = /(?:^|,)\s*s-maxage\s*=/i;

/** The Cache-Control an answer leaves with: the shop's own for one a shared cache was meant to keep. */
export function shortSharedCaching(cacheControl: string): string {
  return forSharedCaches.test(cacheControl) ? sharedCacheControl : cacheControl;
}

/**
 * Rewrites the response's Cache-Control as its headers go out. Next.js sets the header (setHeader,
 * appendHeader) and then writes the body, and Node sends the headers through writeHead, so that is
 * where it is read.
 */
export function keepSharedCachesShort(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const rewritten = (status: number, ...rest: unknown[]) => {
    const cacheControl = response.getHeader("cache-control");
    if (cacheControl !== undefined) response.setHeader("cache-control", shortSharedCaching(String(cacheControl)));
    return writeHead(status, ...rest);
  };
  response.writeHead = rewritten;
}
