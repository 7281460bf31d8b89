// The cache shared by every instance of the shop: entries and tag expiries in Redis, through
// @fortedigital/nextjs-cache-handler's redis-strings handler, behind a guard for when Redis is away.
//
// While Redis is unreachable every read misses and every write is skipped: pages and reads come
// from the database, and the outage is logged once. An expiry that could not reach Redis would
// leave stale entries there, so when Redis comes back after an outage (or after an expiry failed)
// this instance clears the shop's keys before it uses them again.
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";

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

async function deleteKeys(client, keyPrefix) {
  let deleted = 0;
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
    if (keys.length) deleted += await client.unlink(keys);
  }
  return deleted;
}

/**
 * @param {{ url: string, keyPrefix: string, timeoutMs?: number }} options
 * @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler & { expire(tags: string[]): Promise<void>, close(): Promise<void> }}
 */
export function createRedisStore({ url, keyPrefix, timeoutMs = 1000 }) {
  let usable = false;
  let outage = false;
  let clearBeforeUse = false;
  const client = createClient({
    url,
    // A command sent while the connection is down fails at once instead of waiting for it.
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });

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
      () => setTimeout(() => client.isReady && resume(), 1000).unref(),
    );
  }

  client.on("ready", resume);
  client.on("error", (error) => {
    usable = false;
    clearBeforeUse = true;
    if (outage) return;
    outage = true;
    log(`Redis at ${redacted(url)} is unreachable (${error.message}): serving from the database until it is back.`);
  });
  // Failures are reported through the error event, and the client keeps reconnecting.
  client.connect().catch(() => undefined);

  const redis = createRedisHandler({ client, keyPrefix, timeoutMs });
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
    async expire(tags) {
      try {
        if (!usable) throw new Error("Redis is unavailable");
        for (const tag of tags) await redis.revalidateTag(tag);
      } catch {
        // Redis may still hold what the change made stale: it is cleared before it is used again.
        usable = false;
        clearBeforeUse = true;
        if (client.isReady) resume();
      }
    },
    async close() {
      usable = false;
      await client.close().catch(() => undefined);
    },
  };
}
