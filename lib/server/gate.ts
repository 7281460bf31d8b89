import "server-only";
import { busy, throttled } from "@/lib/domain/errors";

// A bound, in this process, on work that costs a core or a database connection (password hashing,
// search). The excess is refused at once, so a flood costs its sender refusals instead of costing
// every other shopper their answers.

export interface GateOptions {
  concurrent: number;
  queued: number;
  maxWaitMs: number;
  /** Running or waiting, per key (a client network). */
  perKey?: number;
  /** The refusal when the gate is full (503, try again shortly). */
  busyMessage: string;
  /** The refusal when one key has its share (429). */
  perKeyMessage?: string;
}

export interface Gate {
  run<T>(key: string | null, work: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
}

export function createGate(options: GateOptions): Gate {
  let running = 0;
  const waiting: { admit: () => void }[] = [];
  const perKey = new Map<string, number>();

  function acquire(): Promise<void> {
    if (running < options.concurrent) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= options.queued) return Promise.reject(busy(options.busyMessage));
    return new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(busy(options.busyMessage));
      }, options.maxWaitMs);
      waiting.push(entry);
    });
  }

  /** A finished run hands its slot to the first in line. */
  function release(): void {
    const next = waiting.shift();
    if (next) next.admit();
    else running -= 1;
  }

  return {
    async run(key, work) {
      const held = key === null ? 0 : (perKey.get(key) ?? 0);
      if (key !== null && options.perKey !== undefined && held >= options.perKey)
        throw throttled(options.perKeyMessage ?? options.busyMessage, 1);
      if (key !== null) perKey.set(key, held + 1);
      try {
        await acquire();
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        if (key !== null) {
          const left = (perKey.get(key) ?? 1) - 1;
          if (left > 0) perKey.set(key, left);
          else perKey.delete(key);
        }
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
