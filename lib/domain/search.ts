// How a shopper's search text becomes what the catalogue is asked (lib/server/catalog/search.ts):
// each word, or each run of words a family knows ('aloo bukhara'), is one term; a term that is a
// family's word, exactly or nearly ('khajur', 'badaam'), also finds the family's English name. A
// product matches when its name holds every term; names that hold none still match by similarity
// (pg_trgm), which is how 'almnd' finds almonds.
import { distance } from "fastest-levenshtein";
import { searchLimits } from "./limits";
import { searchFamilies } from "./search-words";

export const searchMessages = {
  throttled: "Too many searches. Please wait a moment and try again.",
  busy: "Search is busy right now. Please try again in a moment.",
} as const;

export interface SearchTerm {
  /** Any of these, as a part of the name, satisfies the term. */
  anyOf: string[];
}

export interface SearchPlan {
  terms: SearchTerm[];
  /** The text compared by similarity: each term as its family's English name where it has one. */
  similarText: string;
}

/**
 * Lower case, one space between words, composed Unicode (Urdu typed on different keyboards), and
 * no more than searchLimits.maxWords words: a longer text costs more and finds nothing more.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean).slice(0, searchLimits.maxWords).join(" ");
}

const familyOf = new Map<string, string>();
for (const family of searchFamilies)
  for (const word of [family.name, ...family.words]) familyOf.set(normalizeSearchText(word), family.name);
const longestWord = Math.max(...[...familyOf.keys()].map((word) => word.split(" ").length));

/** Typos a word may carry and still be a family's word: none below 4 letters, one below 7, two from 7. */
function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

function familyFor(words: string): string | undefined {
  const exact = familyOf.get(words);
  if (exact !== undefined || /\s/.test(words)) return exact;
  const typos = allowedTypos(words);
  if (typos === 0) return undefined;
  let best: { name: string; typos: number } | undefined;
  for (const [known, name] of familyOf) {
    if (Math.abs(known.length - words.length) > typos) continue;
    const found = distance(known, words);
    if (found <= typos && (!best || found < best.typos)) best = { name, typos: found };
  }
  return best?.name;
}

export function planSearch(text: string): SearchPlan {
  const words = normalizeSearchText(text).split(" ").filter(Boolean);
  const terms: SearchTerm[] = [];
  const similar: string[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    let family: string | undefined;
    // The longest run of words from here that a family knows.
    for (let length = Math.min(longestWord, words.length - start); length >= 1 && family === undefined; length--) {
      family = familyFor(words.slice(start, start + length).join(" "));
      if (family !== undefined) taken = length;
    }
    const typed = words.slice(start, start + taken).join(" ");
    terms.push({ anyOf: family === undefined || family === typed ? [typed] : [typed, family] });
    similar.push(family ?? typed);
    start += taken;
  }
  return { terms, similarText: similar.join(" ") };
}
