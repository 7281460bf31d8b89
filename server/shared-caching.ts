// Next.js marks what it caches itself `s-maxage=<revalidate>`, often with a year's
// `stale-while-revalidate`, for a CDN to keep. The shop expires its own cache by tag the moment a
// price, the stock or a page changes, and no CDN hears of that; old HTML would also outlive a
// deploy. So a shared cache may keep such an answer at most a minute past a change. Hashed assets
// and images carry no s-maxage; personal answers are `private, no-store` already.
import type { ServerResponse } from "node:http";

/** Fresh for 30 s in a shared cache, served stale for 30 s more while it fetches anew: 60 s at most. */
export const sharedCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

const forSharedCaches = /(?:^|,)\s*s-maxage\s*=/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** An answer's no-transform stays: its bytes are sent compressed as they are kept (stored-encoding.ts). */
export function shortSharedCaching(cacheControl: string): string {
  if (!forSharedCaches.test(cacheControl)) return cacheControl;
  return noTransform.test(cacheControl) ? `${sharedCacheControl}, no-transform` : sharedCacheControl;
}

/** Read in writeHead: Next.js sets the header before the body, and Node sends headers through it. */
export function keepSharedCachesShort(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const rewritten = (status: number, ...rest: unknown[]) => {
    const cacheControl = response.getHeader("cache-control");
    if (cacheControl !== undefined) response.setHeader("cache-control", shortSharedCaching(String(cacheControl)));
    return writeHead(status, ...rest);
  };
  response.writeHead = rewritten;
}
