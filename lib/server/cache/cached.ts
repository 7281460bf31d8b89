import "server-only";
import { unstable_cache } from "next/cache";
import { metrics } from "../metrics";
import { expiryCount } from "./cache-store.mjs";

// Next.js keeps at most 128 tags on an entry; a read naming more is not cached.
const maxTags = 100;

/**
 * A read in Next.js' data cache. Next.js runs a read again for every request that finds it missing
 * or stale, so at 20 requests a second an expensive read expired by an order would run dozens of
 * times at once; here this process's requests for the same arguments share one run.
 */
export function cached<A extends unknown[], R>(
  key: string,
  options: { tags: (...args: NoInfer<A>) => string[]; revalidate?: number },
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const settled = afterLastChange(
    sharedRuns((...args: A) => {
      metrics().cacheMisses.inc({ layer: "read" });
      return read(...args);
    }),
  );
  return (...args: A): Promise<R> => {
    const tags = options.tags(...args);
    if (tags.length > maxTags) return read(...args);
    metrics().cacheLookups.inc({ layer: "read" });
    return unstable_cache(settled, [key], { tags, revalidate: options.revalidate })(...args);
  };
}

/** Reads again at most this many times while changes keep coming. */
const maxRereads = 2;

/**
 * `read`, run again when this process expired tags while it ran: what the data cache keeps is then
 * a read begun after the last change. Kept as it was, a read begun before an order was placed and
 * ended after its expiry would be stored as fresh, and the admin's order list would miss that order
 * until the next change.
 */
export function afterLastChange<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    for (let rereads = 0; ; rereads += 1) {
      const began = expiryCount();
      const value = await read(...args);
      if (expiryCount() === began || rereads === maxRereads) return value;
    }
  };
}

/**
 * `read`, with a call made while one with the same arguments runs answered by that run, unless
 * this process has expired tags since it began: a change must never be answered by a read that
 * began before it (a shop owner who confirms an order sees the count of calls to make drop).
 */
export function sharedRuns<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const running = new Map<string, { run: Promise<R>; expiries: number }>();
  return (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const expiries = expiryCount();
    const current = running.get(key);
    if (current && current.expiries === expiries) return current.run;
    const run = read(...args).finally(() => {
      if (running.get(key)?.run === run) running.delete(key);
    });
    running.set(key, { run, expiries });
    return run;
  };
}
