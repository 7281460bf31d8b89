// How a shopper's search text becomes what the catalogue is asked (lib/server/catalog/search.ts).
// The words of lib/domain/search-words.ts are read first, the longest run of words a list knows
// ('aloo bukhara', 'gift box', 'aadha kilo') at a time:
// - a size ('1 kg', '500g', 'aadha kilo') is no word to look for: products sold in it come first;
// - a family's word, exactly or nearly ('khajur', 'badaam'), is a term that also finds the family's
//   English name ('date');
// - a word that describes ('sugar free', 'gift', 'mix') is no term: it orders what the terms find,
//   and when the text has no family it finds the products it matches ('gift box');
// - a word that says nothing about the product ('buy', 'price', 'best') is left out;
// - any other word is a term as typed (its singular too: 'nuts' finds 'Berry Nut Mix').
// A product matches when its name, or its category's name, in English or in Urdu, holds every term
// (the Urdu names as the catalogue writes them: 'ممرا' finds 'ممرا بادام' with no list knowing the
// word); when none does, the family terms alone; when the text names no family, what its
// descriptors match, or failing them what is sold by weight in its size. When nothing does, names
// alike to the text still match by similarity (pg_trgm), which is how 'almnd' finds almonds.
// A term no name holds is first corrected to the catalogue's words nearest it ('jmubo' to 'jumbo').
import editDistance from "damerau-levenshtein";
import { searchLimits } from "./limits";
import { weightOptions, type Weight } from "./pricing";
import {
  searchDescriptors,
  searchFamilies,
  searchFillers,
  sizeNumbers,
  sizeUnits,
  type SearchDescriptor,
} from "./search-words";

export const searchMessages = {
  throttled: "Too many searches. Please wait a moment and try again.",
  busy: "Search is busy right now. Please try again in a moment.",
} as const;

export interface SearchTerm {
  /** Any of these, as a part of the name, satisfies the term. */
  anyOf: string[];
  /** The family's English name, when the term is a family's word. */
  family?: string;
}

export interface SearchSize {
  grams: number;
  /** The shop's pack of exactly this size, if it sells one by weight. */
  pack: Weight | null;
  /** Whether products sold by weight come in it: any number of 250 g packs. */
  byWeight: boolean;
  /** How a description says this size ('1 kg', '1kg', '1000 g'). */
  phrases: string[];
}

export interface SearchPlan {
  /** Each must be held by the name (or the category's name), English or Urdu. */
  terms: SearchTerm[];
  /** Words that describe: they order the results, or find them when the text has no family. */
  descriptors: SearchDescriptor[];
  /** The size asked for, or implied by a descriptor ('family pack'). */
  size: SearchSize | null;
  /** The text compared by similarity: each term as its family's English name where it has one. */
  similarText: string;
}

/**
 * The words of `words` no other of them is part of: a text holding 'almonds' holds 'almond', so one
 * pattern on 'almond' answers for both. The catalogue's ILIKE rechecks every row a trigram index
 * finds, so on a word thousands of names hold each pattern left out saves a share of the search.
 */
export function leastWords(words: readonly string[]): string[] {
  return [...new Set(words)].filter(
    (word, _, unique) => !unique.some((other) => other !== word && word.includes(other)),
  );
}

const urduDigits = /[۰-۹٠-٩]/g;

/**
 * Lower case, one space between words, composed Unicode (Urdu typed on different keyboards), Western
 * digits, and no more than searchLimits.maxWords words: a longer text costs more and finds nothing more.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(urduDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, searchLimits.maxWords)
    .join(" ");
}

type Known = { family: string } | { descriptor: SearchDescriptor } | { filler: true };

const known = new Map<string, Known>();
for (const family of searchFamilies)
  for (const word of [family.name, ...family.words]) known.set(normalizeSearchText(word), { family: family.name });
for (const descriptor of searchDescriptors)
  for (const word of descriptor.words) known.set(normalizeSearchText(word), { descriptor });
for (const word of searchFillers) if (!known.has(word)) known.set(word, { filler: true });
const longestWord = Math.max(...[...known.keys()].map((word) => word.split(" ").length));

/** Typos a word may carry and still be a known word: none below 4 letters, one below 7, two from 7. */
function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/** The typos between two words: a letter added, dropped or changed, or two letters swapped, one each. */
function typosBetween(word: string, typed: string): number {
  return editDistance(word, typed).steps;
}

/** A family's or a descriptor's word, exactly or nearly; a filler only exactly. */
function knownFor(words: string): Known | undefined {
  const exact = known.get(words);
  if (exact !== undefined || /\s/.test(words)) return exact;
  const typos = allowedTypos(words);
  if (typos === 0) return undefined;
  let best: { known: Known; typos: number } | undefined;
  for (const [word, entry] of known) {
    if ("filler" in entry || Math.abs(word.length - words.length) > typos) continue;
    const found = typosBetween(word, words);
    if (found <= typos && (!best || found < best.typos)) best = { known: entry, typos: found };
  }
  return best?.known;
}

const numberWithUnit = /^(\d+(?:\.\d+)?)([^\d.]+)$/;
const numberAlone = /^\d+(?:\.\d+)?$|^\d+\/\d+$/;

function numberOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (word in sizeNumbers) return sizeNumbers[word];
  if (!numberAlone.test(word)) return undefined;
  const [top, bottom] = word.split("/").map(Number);
  return bottom === undefined ? top : bottom > 0 ? top! / bottom : undefined;
}

/** A size written at `start`: how many words it takes, and its grams (0 for a bare 'gram'). */
export function readSize(words: string[], start: number): { taken: number; grams: number } | undefined {
  const word = words[start]!;
  const joined = numberWithUnit.exec(word);
  if (joined && joined[2]! in sizeUnits) return { taken: 1, grams: Number(joined[1]) * sizeUnits[joined[2]!]! };
  const count = numberOf(word);
  const unit = words[start + 1];
  if (count !== undefined && unit !== undefined && unit in sizeUnits)
    return { taken: 2, grams: count * sizeUnits[unit]! };
  // 'kilo badam', 'pao anjeer': one of the unit; a bare 'gram' says no size.
  if (word in sizeUnits) return { taken: 1, grams: sizeUnits[word]! >= 250 ? sizeUnits[word]! : 0 };
  return undefined;
}

/** The size of `grams`, with how the shop sells it and how a description would say it. */
export function sizeOf(grams: number): SearchSize {
  const rounded = Math.round(grams);
  const pack = weightOptions.find((option) => option.multiplier * 1000 === rounded)?.value ?? null;
  const phrases =
    rounded % 1000 === 0
      ? [`${rounded / 1000} kg`, `${rounded / 1000}kg`, `${rounded / 1000} kilo`, `${rounded} g`]
      : [`${rounded} g`, `${rounded}g`, `${rounded} gm`, `${rounded} gram`];
  return { grams: rounded, pack, byWeight: rounded >= 250 && rounded % 250 === 0, phrases };
}

/** The word as typed and its singular: 'nuts' also finds 'nut', 'berries' 'berry', 'boxes' 'box'. */
function withSingular(word: string): string[] {
  if (word.length < 4 || !word.endsWith("s") || word.endsWith("ss")) return [word];
  if (word.endsWith("ies")) return [word, `${word.slice(0, -3)}y`];
  if (/(x|ch|sh)es$/.test(word)) return [word, word.slice(0, -2)];
  return [word, word.slice(0, -1)];
}

export function planSearch(text: string): SearchPlan {
  const words = normalizeSearchText(text).split(" ").filter(Boolean);
  const terms: SearchTerm[] = [];
  const descriptors: SearchDescriptor[] = [];
  const similar: string[] = [];
  const fillers: string[] = [];
  let grams: number | undefined;
  for (let start = 0; start < words.length;) {
    const size = readSize(words, start);
    if (size) {
      if (size.grams > 0 && Number.isFinite(size.grams)) grams ??= size.grams;
      start += size.taken;
      continue;
    }
    let taken = 1;
    let found: Known | undefined;
    // The longest run of words from here that a list knows.
    for (let length = Math.min(longestWord, words.length - start); length >= 1 && found === undefined; length--) {
      found = knownFor(words.slice(start, start + length).join(" "));
      if (found !== undefined) taken = length;
    }
    const typed = words.slice(start, start + taken).join(" ");
    start += taken;
    if (found === undefined) {
      terms.push({ anyOf: withSingular(typed) });
      similar.push(typed);
    } else if ("family" in found) {
      terms.push({ anyOf: found.family === typed ? [typed] : [typed, found.family], family: found.family });
      similar.push(found.family);
    } else if ("descriptor" in found) {
      if (!descriptors.includes(found.descriptor)) descriptors.push(found.descriptor);
      similar.push(typed);
    } else fillers.push(typed);
  }
  // A text of nothing but fillers ('best') is looked for as it is.
  if (terms.length === 0 && descriptors.length === 0 && grams === undefined)
    for (const filler of fillers) {
      terms.push({ anyOf: [filler] });
      similar.push(filler);
    }
  grams ??= descriptors.find((descriptor) => descriptor.grams !== undefined)?.grams;
  return {
    terms,
    descriptors,
    size: grams === undefined ? null : sizeOf(grams),
    similarText: similar.join(" "),
  };
}

/** The English names of the families a plan does not ask for. */
export function otherFamilies(plan: SearchPlan): string[] {
  const asked = new Set(plan.terms.map((term) => term.family));
  return searchFamilies.map((family) => family.name).filter((name) => !asked.has(name));
}

/** The catalogue's words a term may be corrected to: the nearest few, the most held first. */
const corrections = 3;

/**
 * The plan with each term no word of the catalogue holds ('jmubo') replaced by the catalogue's
 * words nearest it within the typos allowed ('jumbo'), `words` being the catalogue's words, the
 * most held first; null when no term is corrected. A family's term is not: its words are the
 * lists', matched with typos already.
 */
export function correctedPlan(plan: SearchPlan, words: readonly string[]): SearchPlan | null {
  const terms = plan.terms.map((term): SearchTerm => {
    const typed = term.anyOf[0]!;
    const allowed = allowedTypos(typed);
    if (term.family || allowed === 0 || words.some((word) => term.anyOf.some((part) => word.includes(part))))
      return term;
    const near = words
      .filter((word) => Math.abs(word.length - typed.length) <= allowed)
      .map((word) => ({ word, typos: typosBetween(word, typed) }))
      .filter((candidate) => candidate.typos <= allowed);
    const least = Math.min(...near.map((candidate) => candidate.typos));
    const nearest = near.filter((candidate) => candidate.typos === least).slice(0, corrections);
    return nearest.length === 0 ? term : { anyOf: nearest.map((candidate) => candidate.word) };
  });
  if (terms.every((term, index) => term === plan.terms[index])) return null;
  const corrected = { ...plan, terms };
  return { ...corrected, similarText: withCorrections(plan.similarText, plan, corrected) };
}

/**
 * The text as the corrected plan reads it, for the results page to say ('premium jumbo' for
 * 'premium jmubo'): each corrected term's word in place of what was typed.
 */
export function correctedText(text: string, plan: SearchPlan, corrected: SearchPlan): string {
  return withCorrections(normalizeSearchText(text), plan, corrected);
}

/** `text`'s words with each term's typed word replaced by the first word of its correction. */
function withCorrections(text: string, plan: SearchPlan, corrected: SearchPlan): string {
  const replaced = new Map(plan.terms.map((term, index) => [term.anyOf[0]!, corrected.terms[index]!.anyOf[0]!]));
  return text
    .split(" ")
    .map((word) => replaced.get(word) ?? word)
    .join(" ");
}
