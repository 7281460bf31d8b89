// Copies of the Redis store's entries kept in this process, so a page hit does not fetch and parse
// the whole entry (three round trips and a JSON parse; an all-product answer is 7 MB). One
// pipelined round trip checks the copy may still serve, by the library's own rules:
//  - the key's tag list in Redis is the one the copy was made with: every write adds a tag unique
//    to it, and an expired tag removes the list, so another instance's write or expiry shows;
//  - no tag of the copy, nor an implicit tag of the request (a page's path), expired since.
import { randomUUID } from "node:crypto";
import { entryCache } from "./memory-store.mjs";

/** The tag that makes each write's tag list unique; never expired. */
const writeTag = () => `shop-write:${randomUUID()}`;

/**
 * @template {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler} Store
 * @param {Store} store the library's redis-strings handler (or one with its rules)
 * @param {{ client: import("ioredis").Redis, sharedTagsKey: string, revalidatedTagsKey: string, maxBytes: number }} options
 *   the hash of each key's tag list and the hash of implicit tags' expiry times, as the store names them
 */
export function withLocalCopies(store, { client, sharedTagsKey, revalidatedTagsKey, maxBytes }) {
  const copies = entryCache(maxBytes, (copy) => copy.entry);
  const keep = (key, entry) => copies.set(key, { entry, tagList: JSON.stringify(entry.tags) });

  async function isCurrent(key, copy, implicitTags) {
    const [[listError, tagList], [timesError, expiredAt]] = await client
      .pipeline()
      .hget(sharedTagsKey, key)
      .hmget(revalidatedTagsKey, ...copy.entry.tags, ...implicitTags)
      .exec();
    // A call that failed (or timed out) is the store's failure, not a changed entry.
    if (listError || timesError) throw listError ?? timesError;
    if (tagList !== copy.tagList) return false;
    return expiredAt.every((time) => !time || Number.parseInt(time, 10) <= copy.entry.lastModified);
  }

  return {
    ...store,
    async get(key, context) {
      const copy = copies.get(key);
      if (copy && (await isCurrent(key, copy, context.implicitTags))) return copy.entry;
      copies.delete(key);
      const entry = await store.get(key, context);
      if (entry) keep(key, entry);
      return entry;
    },
    async set(key, entry, context) {
      const written = { ...entry, tags: [...entry.tags, writeTag()] };
      await store.set(key, written, context);
      // A set-if-absent may have left another instance's value in Redis.
      if (context?.setOnlyIfNotExists) copies.delete(key);
      else keep(key, written);
    },
    async delete(key) {
      copies.delete(key);
      await store.delete(key);
    },
    /** For tests: how many copies this process holds. */
    copyCount: () => copies.size,
  };
}
