// Copies of the Redis store's entries kept in this process, so that a page hit does not fetch and
// parse the whole entry from Redis (three round trips and a JSON parse of the page and its
// base64 data; an all-product answer is 7 MB). One pipelined round trip checks that the copy is
// still what Redis holds and may serve, with the library's own rules:
//  - the key's tag list in Redis is the one the copy was written or read with: every write adds a
//    tag unique to it, and an expired tag removes the key's list (another instance's write or
//    expiry therefore always shows);
//  - no tag of the copy, and no implicit tag of the request (a page's path), was expired after the
//    copy was made.
// Otherwise the entry is read from Redis as before, and kept.
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
