// The cache shared by every instance of the shop: entries and tag expiries in Redis, through
// @fortedigital/nextjs-cache-handler's redis-strings handler, behind a guard for when Redis is away.
//
// The client is ioredis 5 (through the library's adapter), not node-redis 5 or ioredis 6: those
// declare a subclass of String for RESP3 replies, and on Node 20 merely loading such a class makes
// every string scan in the process several times slower (Next.js hashes each cached page for its
// ETag: page hits fell from 400 to 250 a second in `npm run bench`).
//
// While Redis is unreachable every read misses and every write is skipped: pages and reads come
// from the database, and the outage is logged once. An expiry that could not reach Redis would
// leave stale entries there, so when Redis comes back after an outage (or after an expiry failed)
// this instance clears the shop's keys before it uses them again.
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import Redis from "ioredis";
import { withLocalCopies } from "./local-copies.mjs";

const log = (line) => console.log(`[cache] ${line}`);

/** The address without its password, for the log. */
function redacted(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "REDIS_URL";
  }
}

/** @param {import("ioredis").Redis} client */
async function deleteKeys(client, keyPrefix) {
  let deleted = 0;
  for await (const keys of client.scanStream({ match: `${keyPrefix}*`, count: 1000 })) {
    if (keys.length) deleted += await client.unlink(...keys);
  }
  return deleted;
}

/** The hashes the library keeps beside the entries (its default names; the second is fixed). */
const sharedTagsKey = "__sharedTags__";
const revalidatedTagsKey = "__revalidated_tags__";

/**
 * @param {{ url: string, keyPrefix: string, timeoutMs?: number, localCopiesMaxBytes?: number }} options
 * @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler & { expire(tags: string[]): Promise<void>, close(): Promise<void>, copyCount(): number }}
 */
export function createRedisStore({ url, keyPrefix, timeoutMs = 1000, localCopiesMaxBytes = 64 * 1024 * 1024 }) {
  let usable = false;
  let outage = false;
  let clearBeforeUse = false;
  const client = new Redis(url, {
    // A command sent while the connection is down fails at once instead of waiting for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
  });
  const isReady = () => client.status === "ready";

  function resume() {
    if (!clearBeforeUse) {
      usable = true;
      return;
    }
    deleteKeys(client, keyPrefix).then(
      (deleted) => {
        clearBeforeUse = false;
        outage = false;
        usable = true;
        log(`Redis is usable again: ${deleted} entries that may have missed an expiry were cleared.`);
      },
      () => setTimeout(() => isReady() && resume(), 1000).unref(),
    );
  }

  client.on("ready", resume);
  client.on("close", () => {
    usable = false;
    clearBeforeUse = true;
  });
  client.on("error", (error) => {
    usable = false;
    clearBeforeUse = true;
    if (outage) return;
    outage = true;
    log(`Redis at ${redacted(url)} is unreachable (${error.message}): serving from the database until it is back.`);
  });
  // Failures are reported through the error event, and the client keeps reconnecting.

  const redis = withLocalCopies(
    createRedisHandler({ client: ioredisAdapter(client), keyPrefix, sharedTagsKey, timeoutMs }),
    {
      client,
      sharedTagsKey: keyPrefix + sharedTagsKey,
      revalidatedTagsKey: keyPrefix + revalidatedTagsKey,
      maxBytes: localCopiesMaxBytes,
    },
  );
  const whenUsable =
    (operation) =>
    (...args) =>
      usable ? operation(...args) : Promise.reject(new Error("Redis is unavailable"));

  return {
    name: "redis",
    get: whenUsable(redis.get),
    set: whenUsable(redis.set),
    revalidateTag: whenUsable(redis.revalidateTag),
    delete: whenUsable(redis.delete),
    copyCount: redis.copyCount,
    async expire(tags) {
      try {
        if (!usable) throw new Error("Redis is unavailable");
        for (const tag of tags) await redis.revalidateTag(tag);
      } catch {
        // Redis may still hold what the change made stale: it is cleared before it is used again.
        usable = false;
        clearBeforeUse = true;
        if (isReady()) resume();
      }
    },
    async close() {
      usable = false;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
