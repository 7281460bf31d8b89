// The cache of a single instance, least recently used out once `maxBytes` is reached. Not the
// library's local-lru handler: it sizes every entry by JSON-encoding it, buffers included, and
// counts entries rather than bytes.
import { LRUCache } from "lru-cache";

/** @param {unknown} buffer */
function byteLength(buffer) {
  return buffer && typeof buffer === "object" && "length" in buffer ? Number(buffer.length) : 0;
}

/**
 * V8 holds a string with any character past Latin-1 at two bytes a character, and every page has
 * one (the language switch names "اردو"), as do the reads with Urdu names: text is counted so.
 */
const textBytes = (length) => 2 * length;

/** Rough size of a cached value in memory, by kind (after the figures Next's own memory cache uses). */
export function entrySize(value) {
  if (!value) return 1;
  switch (value.kind) {
    case "APP_PAGE": {
      let size =
        textBytes(value.html?.length ?? 0) + byteLength(value.rscData) + textBytes(value.postponed?.length ?? 0);
      for (const [path, buffer] of value.segmentData ?? []) size += path.length + byteLength(buffer);
      return Math.max(1, size);
    }
    case "APP_ROUTE":
      return Math.max(1, byteLength(value.body));
    case "FETCH":
      return Math.max(1, textBytes(JSON.stringify(value.data ?? "").length));
    default:
      return Math.max(1, textBytes(JSON.stringify(value).length));
  }
}

/**
 * `entryOf` finds the cache entry in what is held.
 * @template T
 * @param {number} maxBytes
 * @param {(item: T) => { value: unknown }} [entryOf]
 * @returns {LRUCache<string, T>}
 */
export function entryCache(maxBytes, entryOf = (item) => item) {
  return new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (item, key) => key.length + entrySize(entryOf(item).value),
  });
}

/** @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler & { stats(): { entries: number, bytes: number } }} */
export function createMemoryStore({ maxBytes }) {
  /** When each tag was last expired (ms since the epoch). */
  const expiredAt = new Map();
  const entries = entryCache(maxBytes);
  const isExpired = (entry, tags) => tags.some((tag) => (expiredAt.get(tag) ?? -1) >= entry.lastModified);

  return {
    name: "memory",
    async get(key, { implicitTags }) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (isExpired(entry, [...entry.tags, ...implicitTags])) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    async set(key, entry) {
      entries.set(key, entry);
    },
    async revalidateTag(tag) {
      expiredAt.set(tag, Date.now());
    },
    async delete(key) {
      entries.delete(key);
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
