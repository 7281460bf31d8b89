import "server-only";
import { throttled } from "@/lib/domain/errors";
import { searchLimits } from "@/lib/domain/limits";
import { searchMessages } from "@/lib/domain/search";
import { throttledNetwork } from "../client-network";
import { createGate, type Gate } from "../gate";
import { createTokenBuckets, type TokenBuckets } from "../token-buckets";

// The bounds of lib/domain/limits.ts searchLimits, one set per process: the proxy, the route handler
// and the results page are separate bundles, and find them through globalThis. No database here:
// the proxy asks admitSearch of every search before anything is rendered.
const limitsKey = Symbol.for("shop.searchLimits");
const registry = globalThis as typeof globalThis & {
  [limitsKey]?: { rate: TokenBuckets; perClient: Gate; queries: Gate };
};
export const searchBounds = () =>
  (registry[limitsKey] ??= {
    rate: createTokenBuckets({ burst: searchLimits.burst, perSecond: searchLimits.perSecond }),
    perClient: createGate({
      concurrent: Number.POSITIVE_INFINITY,
      queued: 0,
      maxWaitMs: 0,
      perKey: searchLimits.perNetwork,
      busyMessage: searchMessages.busy,
      perKeyMessage: searchMessages.throttled,
    }),
    queries: createGate({
      concurrent: searchLimits.concurrentQueries,
      queued: searchLimits.queued,
      maxWaitMs: searchLimits.maxWaitMs,
      busyMessage: searchMessages.busy,
    }),
  });

export function admitSearch(address: string | null): void {
  if (address !== null && !searchBounds().rate.take(throttledNetwork(address)))
    throw throttled(searchMessages.throttled, 1);
}
