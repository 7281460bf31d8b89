import "server-only";
import { LRUCache } from "lru-cache";
import { clock } from "./clock";

// A rate per client in this process's memory, for a busy call (search) where a count in PostgreSQL
// would itself cost the pool it protects. The least recently seen keys are forgotten first (a
// forgotten key starts full again).

export interface TokenBuckets {
  take(key: string): boolean;
}

export function createTokenBuckets(options: { burst: number; perSecond: number; maxKeys?: number }): TokenBuckets {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: options.maxKeys ?? 50_000 });
  return {
    take(key) {
      const now = clock.now();
      const bucket = buckets.get(key) ?? { tokens: options.burst, at: now };
      const tokens = Math.min(options.burst, bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond);
      const taken = tokens >= 1;
      buckets.set(key, { tokens: taken ? tokens - 1 : tokens, at: now });
      return taken;
    },
  };
}
