// Where Next.js' cache (rendered pages, route answers, cached reads) lives: in Redis when REDIS_URL
// is set, shared by every instance of the shop; in this process's memory otherwise.
//
// Next.js loads its cache handler on its own, and the app's bundle imports this module again (to
// expire tags before it answers), so the store lives on globalThis: one per process.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createMemoryStore } from "./memory-store.mjs";
import { createRedisStore } from "./redis-store.mjs";

const storeKey = Symbol.for("dryfruit-shop.cache-store");

/**
 * Entries of one build only: another build's pages name scripts this one does not have, so two
 * versions of the shop sharing a Redis during a rolling deploy each keep their own.
 */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

function createStore(environment) {
  const building = environment.NEXT_PHASE === "phase-production-build";
  // The memory store's size, or with Redis that of the copies of its entries kept in this process.
  const maxBytes = Number(environment.SHOP_CACHE_MAX_MB || 64) * 1024 * 1024;
  if (environment.REDIS_URL && !building) {
    const keyPrefix = `${environment.REDIS_KEY_PREFIX || "shop"}:${buildId()}:`;
    return createRedisStore({ url: environment.REDIS_URL, keyPrefix, localCopiesMaxBytes: maxBytes });
  }
  const memory = createMemoryStore({ maxBytes });
  return {
    ...memory,
    async expire(tags) {
      for (const tag of tags) await memory.revalidateTag(tag);
    },
    async close() {},
  };
}

/**
 * What every store needs on top of the library: an answer that failed (a 5xx, say while the
 * database is away) is never kept, so the next request tries again; and a route's answer (the
 * sitemap, all-product) keeps the tags of the reads it made, which the library takes from the
 * headers of pages only.
 */
function withShopRules(store) {
  return {
    ...store,
    set(key, entry, context) {
      if ((entry.value?.status ?? 200) >= 500) return Promise.resolve();
      const header = entry.value?.kind === "APP_ROUTE" ? entry.value.headers?.["x-next-cache-tags"] : undefined;
      const tags = typeof header === "string" ? [...new Set([...entry.tags, ...header.split(",")])] : entry.tags;
      return store.set(key, { ...entry, tags }, context);
    },
  };
}

/** This process's cache store, created on first use. */
export function cacheStore() {
  return (globalThis[storeKey] ??= withShopRules(createStore(process.env)));
}

const expiriesKey = Symbol.for("dryfruit-shop.cache-expiries");

/**
 * How many times this process has expired tags: a read begun before a change is not shared after it (./cached.ts).
 * @returns {number}
 */
export function expiryCount() {
  return globalThis[expiriesKey] ?? 0;
}

/**
 * Expires the tags everywhere before the caller answers (Next.js runs a route handler's
 * revalidateTag only after the response has gone, and only in this instance's own bookkeeping).
 */
export function expireTags(tags) {
  globalThis[expiriesKey] = expiryCount() + 1;
  return cacheStore().expire(tags);
}
