// Next.js' cache (rendered pages and unstable_cache reads), kept in this process's memory only.
//
// Why not Next's default file-system cache: it serves the pages prerendered by `next build` and
// writes every regenerated page to .next/. Our pages come from the database, and one build is
// served against several databases (npm start, the browser tests, the benchmark), so a page baked
// at build time or written by an earlier server would show another database's products. Here every
// page is rendered from this server's database on its first request, kept until a cache tag it
// carries is revalidated (an admin change, an order) or its revalidate time passes, and memory
// stays bounded: least recently used entries go first once `maxBytes` is reached.
//
// Loaded by Next.js itself (next.config.mjs `cacheHandler`), so this stays a plain ES module.
import { LRUCache } from "lru-cache";

const tagsHeader = "x-next-cache-tags";
const maxBytes = Number(process.env.SHOP_CACHE_MAX_MB ?? 64) * 1024 * 1024;

/** @param {unknown} buffer */
function byteLength(buffer) {
  return buffer && typeof buffer === "object" && "length" in buffer ? Number(buffer.length) : 0;
}

/** Rough size of a cache value in bytes, by kind (the figures Next's own memory cache uses). */
export function entrySize(value) {
  if (!value) return 1;
  switch (value.kind) {
    case "APP_PAGE": {
      let size = (value.html?.length ?? 0) + byteLength(value.rscData) + (value.postponed?.length ?? 0);
      for (const [path, buffer] of value.segmentData ?? []) size += path.length + byteLength(buffer);
      return Math.max(1, size);
    }
    case "APP_ROUTE":
      return Math.max(1, byteLength(value.body));
    case "FETCH":
      return Math.max(1, JSON.stringify(value.data ?? "").length);
    default:
      return Math.max(1, JSON.stringify(value).length);
  }
}

/** The tags an entry was stored with: a page's from its header, a data read's from the set call. */
function tagsOf(value, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  for (const tag of value?.tags ?? []) tags.add(tag);
  const header = value?.headers?.[tagsHeader];
  if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  return [...tags];
}

// Next.js loads this file itself, and the app's own bundle imports it again (for expireTags), so
// the entries and the tag times live on globalThis: one store per process, whoever imports it.
const store = (globalThis[Symbol.for("dryfruit-shop.memory-cache")] ??= {
  /** When each tag was last revalidated (ms since the epoch). */
  revalidatedAt: new Map(),
  entries: new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => key.length + entrySize(entry.value) }),
});
const { revalidatedAt, entries } = store;

/**
 * Expires the tags at once. Next.js runs a route handler's revalidateTag only after the response
 * has gone, so a page the browser refreshes straight after a change could still be the old one;
 * the app calls this too, before it answers.
 */
export function expireTags(tags) {
  const now = Date.now();
  for (const tag of tags) revalidatedAt.set(tag, now);
}

function isInvalidated(entry, extraTags) {
  for (const tag of [...entry.tags, ...extraTags]) {
    const at = revalidatedAt.get(tag);
    if (at !== undefined && at >= entry.lastModified) return true;
  }
  return false;
}

// Next creates a handler per request; the entries and tag times live in this module, once per process.
export default class MemoryCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (isInvalidated(entry, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])) {
      entries.delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx) {
    if (!value) {
      entries.delete(key);
      return;
    }
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    entries.set(key, { value, lastModified: Date.now(), cacheControl, tags: tagsOf(value, ctx) });
  }

  /** Every revalidation expires at once: the next request renders fresh (no stale window). */
  async revalidateTag(tags) {
    expireTags(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}

/** For tests: how many entries and bytes are held. */
export function cacheStats() {
  return { entries: entries.size, bytes: entries.calculatedSize };
}
