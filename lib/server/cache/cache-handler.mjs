// Next.js' cache handler (next.config.mjs `cacheHandler`): @fortedigital/nextjs-cache-handler's
// CacheHandler over the shop's cache store (./cache-store.mjs), Redis or this process's memory.
//
// Not Next's default file-system cache, which serves the pages prerendered by `next build`: one
// build is served against several databases (npm start, the browser tests, the benchmark, every
// instance of a deployment), so every page is rendered from the database on its first request.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { cacheStore } from "./cache-store.mjs";
import { withPageEtag } from "./page-etag.mjs";

CacheHandler.onCreation(() => ({
  handlers: [cacheStore()],
  // A cached read without a revalidate time of its own is dropped after a day (1.5 in Redis) at most.
  ttl: { defaultStaleAge: 24 * 3600 },
}));

/**
 * Next.js takes a page's revalidate time from the entry (another instance may have stored it) and
 * else only from what this process stored or prerendered: without it a page rendered on another
 * instance would count as stale after a second. The library keeps it as the entry's lifespan.
 */
export default class ShopCacheHandler extends CacheHandler {
  async get(key, context) {
    const entry = await super.get(key, context);
    if (!entry?.lifespan || entry.cacheControl) return entry;
    return { ...entry, cacheControl: { revalidate: entry.lifespan.revalidate ?? false, expire: undefined } };
  }

  /** A page is kept with its ETag (./page-etag.mjs). */
  async set(key, data, context) {
    return super.set(key, withPageEtag(data), context);
  }
}
