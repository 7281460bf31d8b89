import "server-only";
import { throttled } from "@/lib/domain/errors";
import type { GuessLimits } from "@/lib/domain/limits";
import { throttledNetwork } from "./client-network";
import { clock } from "./clock";
import { clearHits, countHits, refundHits } from "./rate-limit";

// Guesses at a secret (GuessLimits), so an attacker can neither guess freely nor lock anyone out:
// one target from one network is refused past `pairLimit` (locking out only the attacker), one
// network past `networkLimit` on any targets, and one target from anywhere is only slowed, so its
// owner can still get in. Only guesses past the pair limit count for the network and the target; a
// right guess clears its pair and takes its attempt back from the other two.

export interface Guess {
  /** The guess was right: it does not count against anyone. */
  succeeded: () => Promise<void>;
}

export interface GuessOptions {
  /** Names the counters: 'login', 'track', 'promo'. */
  kind: string;
  limits: GuessLimits;
  /** What is guessed at (an e-mail, an order number); null when only the network is counted. */
  target: string | null;
  /** The client's address; null when it is not known (no shop server in front), and then not counted. */
  address: string | null;
  message: string;
}

/** Counts a guess before it is checked. */
export async function startGuess({ kind, limits, target, address, message }: GuessOptions): Promise<Guess> {
  const network = address ? throttledNetwork(address) : null;
  const pairKey =
    target !== null && limits.pairLimit !== undefined ? `${kind}:pair:${target}|${network ?? "unknown"}` : null;
  const networkKey = network ? `${kind}:address:${network}` : null;
  const targetKey = target !== null && limits.slowAfter !== undefined ? `${kind}:target:${target}` : null;
  const retryAfterSeconds = Math.ceil(limits.windowMs / 1000);

  if (pairKey !== null) {
    const pair = await countHits([pairKey], limits.windowMs);
    if ((pair.get(pairKey) ?? 0) > limits.pairLimit!) throw throttled(message, retryAfterSeconds);
  }
  const shared = [networkKey, targetKey].filter((key) => key !== null);
  const counts = shared.length > 0 ? await countHits(shared, limits.windowMs) : new Map<string, number>();
  if (networkKey !== null && (counts.get(networkKey) ?? 0) > limits.networkLimit)
    throw throttled(message, retryAfterSeconds);
  if (targetKey !== null) {
    const excess = (counts.get(targetKey) ?? 0) - limits.slowAfter!;
    if (excess > 0) await clock.sleep(Math.min(excess * (limits.delayStepMs ?? 0), limits.maxDelayMs ?? 0));
  }
  return {
    async succeeded() {
      if (pairKey !== null) await clearHits([pairKey]);
      if (shared.length > 0) await refundHits(shared);
    },
  };
}
