// Requests nothing has asked for before, for the benchmark's uncached targets (issue 37): each
// finds its page or read missing from the cache and goes to PostgreSQL, as the long tail of a
// large catalogue does (a product page nobody opened since the last change, a search typed once).
import { randomInt } from "node:crypto";

/** A whole number from 0 to below `below`. */
export type RandomBelow = (below: number) => number;

/**
 * The same numbers for the same seed (mulberry32), so that two bench runs ask for the same things
 * in the same order and their figures compare: random searches moved one run's p95 by hundreds of ms.
 */
export function seededRandom(seed: number): RandomBelow {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** What `make` has not given before (it is asked again until it gives something new). */
export function unseen(make: () => string): () => string {
  const seen = new Set<string>();
  return () => {
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const made = make();
      if (!seen.has(made)) {
        seen.add(made);
        return made;
      }
    }
    throw new Error(`Nothing new after 1,000 attempts (${seen.size} given)`);
  };
}

/** One letter of `word` dropped, or two swapped, never its first: a shopper's typo. */
function typo(word: string, randomBelow: RandomBelow): string {
  const at = 1 + randomBelow(word.length - 2);
  return randomBelow(2) === 0
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);
}

/**
 * What shoppers type: a word of a product's name (four letters or more), typed wrong half of the
 * time, and sometimes followed by another word of it.
 */
export function shopperSearch(names: readonly string[], randomBelow: RandomBelow = randomInt): () => string {
  const pick = <T>(items: readonly T[]): T => items[randomBelow(items.length)]!;
  return () => {
    const words = pick(names)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4);
    if (words.length === 0) return "dates";
    const first = pick(words);
    const typed = randomBelow(2) === 0 ? typo(first, randomBelow) : first;
    return randomBelow(3) === 0 ? `${typed} ${pick(words)}` : typed;
  };
}
