// Where Next.js' cache (rendered pages, route answers, cached reads) lives: in Redis when REDIS_URL
// is set, shared by every instance of the shop; in this process's memory otherwise.
//
// Next.js loads its cache handler on its own, and the app's bundle imports this module again (to
// expire tags before it answers), so the store lives on globalThis: one per process.
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheMaxBytes } from "./cache-size.mjs";
import { createMemoryStore, entryCache } from "./memory-store.mjs";
import { createRedisStore } from "./redis-store.mjs";

const storeKey = Symbol.for("dryfruit-shop.cache-store");

/** @typedef {{ kind: "redis" | "memory", state: "ok" | "unreachable", ms?: number }} CacheHealth */

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

function createStore(environment, maxBytes) {
  const building = environment.NEXT_PHASE === "phase-production-build";
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
    /** @returns {Promise<CacheHealth>} */
    health: async () => ({ kind: "memory", state: "ok" }),
    async close() {},
  };
}

// lib/server/database-watch.ts registers the watch under this key (lib/app-server.ts databaseWatchKey).
const databaseWatchKey = Symbol.for("margalla.database-watch");

function databaseAnswers() {
  const watch = globalThis[databaseWatchKey];
  return watch ? watch.answers() : Promise.resolve(true);
}

/** Pages and route answers: what a shopper can be given from an earlier render. */
const isPageOrRoute = (entry) => entry?.value?.kind === "APP_PAGE" || entry?.value?.kind === "APP_ROUTE";

/**
 * What every store needs on top of the library:
 *  - a failed answer (5xx) is never kept, so the next request tries again;
 *  - a route's answer (the sitemap, all-product) keeps its reads' tags, which the library takes
 *    from the headers of pages only;
 *  - while the database does not answer, the last good copy of a page or route answer (kept here,
 *    `staleMaxBytes` at most) is given as fresh instead of a miss, so Next.js neither blocks on nor
 *    starts a render that cannot succeed. Reads (FETCH entries) get no such copy: a page rendered
 *    from old reads would be cached as new.
 * @template {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} Store
 * @param {Store} store
 * @param {{ staleMaxBytes: number }} options
 * @returns {Store}
 */
export function withShopRules(store, { staleMaxBytes }) {
  const lastGood = entryCache(staleMaxBytes);
  const remember = (key, entry) => {
    if (lastGood.get(key) !== entry) lastGood.set(key, entry);
  };

  async function staleCopy(key) {
    const copy = lastGood.get(key);
    if (!copy || (await databaseAnswers())) return null;
    return { ...copy, lastModified: Date.now() };
  }

  return {
    ...store,
    async get(key, context) {
      // A store that fails (Redis away) misses, as the library would make it.
      const entry = await store.get(key, context).catch(() => null);
      if (entry) {
        if (isPageOrRoute(entry)) remember(key, entry);
        return entry;
      }
      return staleCopy(key);
    },
    set(key, entry, context) {
      if ((entry.value?.status ?? 200) >= 500) return Promise.resolve();
      const header = entry.value?.kind === "APP_ROUTE" ? entry.value.headers?.["x-next-cache-tags"] : undefined;
      const tags = typeof header === "string" ? [...new Set([...entry.tags, ...header.split(",")])] : entry.tags;
      const kept = { ...entry, tags };
      if (isPageOrRoute(kept) && !context?.setOnlyIfNotExists) remember(key, kept);
      return store.set(key, kept, context);
    },
    delete(key) {
      lastGood.delete(key);
      return store.delete(key);
    },
  };
}

export function cacheStore() {
  const maxBytes = cacheMaxBytes();
  return (globalThis[storeKey] ??= withShopRules(createStore(process.env, maxBytes), { staleMaxBytes: maxBytes / 4 }));
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

/** @returns {Promise<CacheHealth>} */
export function cacheHealth() {
  return cacheStore().health();
}
