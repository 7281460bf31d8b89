// The cache shared by every instance of the shop: entries and tag expiries in Redis, through
// @fortedigital/nextjs-cache-handler's redis-strings handler, behind a guard for when Redis is away.
//
// The client is ioredis 5 (through the library's adapter), not node-redis 5 or ioredis 6: those
// declare a subclass of String for RESP3 replies, and on Node 20 merely loading such a class makes
// every string scan in the process several times slower (Next.js hashes each cached page for its
// ETag: page hits fell from 400 to 250 a second in `npm run bench`).
//
// Every call is bounded (`timeoutMs`); one that fails opens a circuit (reads miss, writes are
// skipped, pages come from the database, the outage is logged once) until a PING or the reconnection
// answers. An expiry that could not reach Redis would leave stale entries there, so after one failed,
// or the connection was lost, this instance clears the shop's keys before it uses them again.
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import Redis from "ioredis";
import { withLocalCopies } from "./local-copies.mjs";

const log = (line) => console.log(`[cache] ${line}`);

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

const probeEveryMs = 1000;

/**
 * @param {{ url: string, keyPrefix: string, timeoutMs?: number, localCopiesMaxBytes?: number }} options
 * @returns {import("@fortedigital/nextjs-cache-handler/cache-handler.types").Handler & { expire(tags: string[]): Promise<void>, close(): Promise<void>, copyCount(): number, health(): Promise<CacheHealth> }}
 */
export function createRedisStore({ url, keyPrefix, timeoutMs = 500, localCopiesMaxBytes = 64 * 1024 * 1024 }) {
  let usable = false;
  let outage = false;
  let clearBeforeUse = false;
  let probing = false;
  let closed = false;
  const client = new Redis(url, {
    // A command sent while the connection is down fails at once instead of waiting for it; one sent
    // to a server that stopped answering (frozen, or cut off without a reset) fails after timeoutMs.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
  });
  const isReady = () => client.status === "ready";

  function reportOutage(reason) {
    if (outage) return;
    outage = true;
    log(`Redis at ${redacted(url)} is unreachable (${reason}): serving from the database until it is back.`);
  }

  function usableAgain(detail) {
    usable = true;
    if (!outage) return;
    outage = false;
    log(`Redis is usable again${detail ? `: ${detail}` : ""}.`);
  }

  function resume() {
    if (closed) return;
    if (!clearBeforeUse) return usableAgain();
    deleteKeys(client, keyPrefix).then(
      (deleted) => {
        clearBeforeUse = false;
        usableAgain(`${deleted} entries that may have missed an expiry were cleared`);
      },
      () => setTimeout(() => isReady() && resume(), probeEveryMs).unref(),
    );
  }

  // A lost connection's "ready" resumes by itself; this is for a server that stopped answering.
  function probe() {
    if (probing || closed) return;
    probing = true;
    const attempt = () => {
      if (closed) return;
      if (!isReady()) return void (probing = false);
      client.ping().then(
        () => {
          probing = false;
          resume();
        },
        () => setTimeout(attempt, probeEveryMs).unref(),
      );
    };
    setTimeout(attempt, probeEveryMs).unref();
  }

  function trip(error) {
    if (!usable) return;
    usable = false;
    reportOutage(error?.message ?? String(error));
    probe();
  }

  client.on("ready", resume);
  client.on("close", () => {
    usable = false;
    clearBeforeUse = true;
  });
  client.on("error", (error) => {
    usable = false;
    clearBeforeUse = true;
    reportOutage(error.message);
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
  const unavailable = () => Promise.reject(new Error("Redis is unavailable"));
  const guarded =
    (operation) =>
    (...args) => {
      if (!usable) return unavailable();
      return operation(...args).catch((error) => {
        trip(error);
        throw error;
      });
    };

  return {
    name: "redis",
    get: guarded(redis.get),
    set: guarded(redis.set),
    revalidateTag: guarded(redis.revalidateTag),
    delete: guarded(redis.delete),
    copyCount: redis.copyCount,
    async expire(tags) {
      try {
        if (!usable) throw new Error("Redis is unavailable");
        for (const tag of tags) await redis.revalidateTag(tag);
      } catch (error) {
        // Redis may still hold what the change made stale: it is cleared before it is used again.
        clearBeforeUse = true;
        if (usable) trip(error);
        else if (isReady()) probe();
      }
    },
    async health() {
      if (!usable) return { kind: "redis", state: "unreachable" };
      const started = performance.now();
      try {
        await client.ping();
        return { kind: "redis", state: "ok", ms: Math.round(performance.now() - started) };
      } catch (error) {
        trip(error);
        return { kind: "redis", state: "unreachable", ms: Math.round(performance.now() - started) };
      }
    },
    async close() {
      closed = true;
      usable = false;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
