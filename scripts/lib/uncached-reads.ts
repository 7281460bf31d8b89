// Requests nothing has asked for before, for the benchmark's uncached targets (issue 37): each
// finds its page or read missing from the cache and goes to PostgreSQL, as the long tail of a
// large catalogue does (a product page nobody opened since the last change, a search typed once).
import { randomInt } from "node:crypto";

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

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
function typo(word: string): string {
  const at = 1 + randomInt(word.length - 2);
  return randomInt(2) === 0
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);
}

/**
 * What shoppers type: a word of a product's name (four letters or more), typed wrong half of the
 * time, and sometimes followed by another word of it.
 */
export function shopperSearch(names: readonly string[]): () => string {
  return () => {
    const words = pick(names)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4);
    if (words.length === 0) return "dates";
    const first = pick(words);
    const typed = randomInt(2) === 0 ? typo(first) : first;
    return randomInt(3) === 0 ? `${typed} ${pick(words)}` : typed;
  };
}
