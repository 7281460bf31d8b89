import "server-only";
import { searchLimits } from "@/lib/domain/limits";
import { pageSize, searchLimit } from "@/lib/domain/listing";
import type { CatalogProduct, SearchResult } from "@/lib/domain/catalog";
import {
  correctedPlan,
  correctedText,
  leastWords,
  normalizeSearchText,
  otherFamilies,
  planSearch,
  type SearchPlan,
} from "@/lib/domain/search";
import { throttledNetwork } from "../client-network";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { listingsTag, stockTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import { catalogueWords } from "./catalogue-words";
import { listCategoryNames } from "./categories";
import { defaultProductOrder, productSelect, toCatalogProduct } from "./products";
import { searchBounds } from "./search-limits";
import { visibleProductWhere } from "./visibility";

/**
 * The most a search lists: the results page's grid, a page of a category's listing (suggestions
 * show the first searchLimit). Each card is rendered for a page nobody asked for before: with 60,
 * the results page rendered 15-21 a second on this machine, against 32 for a category's 30.
 */
export const searchResultsLimit = pageSize;
/** What a search that finds nothing offers instead: a row of the widest grid. */
export const nearestLimit = 5;
/** How alike a name must be to the text (pg_trgm's word_similarity, 0 to 1) when no name holds every term. */
const similarEnough = 0.5;
/** How alike a name must be to be offered when nothing is found. */
const nearEnough = 0.3;
/** Candidates ranked before the hidden ones are dropped: room for products that are off or in a hidden category. */
const candidates = searchResultsLimit * 3;

/**
 * One condition on a product: its name or its category's name, in English or in Urdu, holds any of
 * `words`, or its description any of `described`. Categories are few: their ids are found first, by name.
 */
interface Holds {
  words: string[];
  categoryIds: string[];
  described: string[];
}

/** What products a search lists, tried in order until one finds any: every condition, or sold by weight. */
export type SearchStep = { every: Holds[] } | { byWeight: true };

const lower = (text: string) => text.normalize("NFC").toLowerCase();

/** `nameUr` is empty where the category has none, and an empty name holds no word. */
type Category = { id: string; name: string; nameUr: string };

function holds(words: string[], categories: Category[], described: string[] = []): Holds {
  const categoryIds = categories
    .filter((category) =>
      words.some((word) => lower(category.name).includes(word) || lower(category.nameUr).includes(word)),
    )
    .map((category) => category.id);
  return { words, categoryIds, described };
}

/**
 * The steps of lib/domain/search.ts: every term; else every family term ('badaam giri' lists
 * almonds); when the text names no family, its descriptors ('gift box'), or failing them the
 * products sold by weight in its size ('family pack', '1 kg'). Names alike to the text come last.
 */
export function searchSteps(plan: SearchPlan, categories: Category[]): SearchStep[] {
  const steps: SearchStep[] = [];
  const families = plan.terms.filter((term) => term.family !== undefined);
  if (plan.terms.length > 0) steps.push({ every: plan.terms.map((term) => holds(term.anyOf, categories)) });
  if (families.length > 0 && families.length < plan.terms.length)
    steps.push({ every: families.map((term) => holds(term.anyOf, categories)) });
  if (families.length === 0) {
    const narrow = plan.descriptors.filter((descriptor) => !descriptor.broad);
    const describing = narrow.length > 0 ? narrow : plan.descriptors;
    if (describing.length > 0)
      steps.push({
        every: [
          holds(
            describing.flatMap((descriptor) => descriptor.matches),
            categories,
            describing.flatMap((descriptor) => descriptor.described ?? []),
          ),
        ],
      });
    if (plan.size?.byWeight) steps.push({ byWeight: true });
  }
  return steps;
}

// A LIKE pattern: the shopper's %, _ and \ must match themselves.
const escaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const containing = (text: string) => `%${escaped(text)}%`;
// Prisma's `contains` is LIKE too, and leaves them wildcards (Prisma's issue 19506).
const holding = (word: string) => ({ contains: escaped(word), mode: "insensitive" as const });

/** The admin's list filters by the same steps (the Prisma form of stepSql). */
export function stepWhere(step: SearchStep): Prisma.ProductWhereInput {
  if ("byWeight" in step) return { hasWeightSelection: true };
  return {
    AND: step.every.map((condition) => ({
      OR: [
        ...leastWords(condition.words).flatMap((word) => [{ name: holding(word) }, { nameUr: holding(word) }]),
        ...(condition.categoryIds.length > 0 ? [{ categoryId: { in: condition.categoryIds } }] : []),
        ...leastWords(condition.described).map((word) => ({ description: holding(word) })),
      ],
    })),
  };
}

// The filters: ILIKE, which the trigram indexes serve. A name holds a word in either language.
const nameHolds = (words: string[]) =>
  Prisma.sql`(${Prisma.join(
    leastWords(words).flatMap((word) => [
      Prisma.sql`name ILIKE ${containing(word)}`,
      Prisma.sql`"nameUr" ILIKE ${containing(word)}`,
    ]),
    " OR ",
  )})`;
const describedAs = (words: string[]) =>
  Prisma.sql`(${Prisma.join(
    leastWords(words).map((word) => Prisma.sql`description ILIKE ${containing(word)}`),
    " OR ",
  )})`;
const inCategories = (ids: string[]) => Prisma.sql`"categoryId" = ANY(${ids}::text[])`;

/** Each condition is served by an index: the names' and the description's trigrams, the category's. */
function stepSql(step: SearchStep): Prisma.Sql {
  if ("byWeight" in step) return Prisma.sql`"hasWeightSelection"`;
  return Prisma.join(
    step.every.map((condition) => {
      const any = [nameHolds(condition.words)];
      if (condition.categoryIds.length > 0) any.push(inCategories(condition.categoryIds));
      if (condition.described.length > 0) any.push(describedAs(condition.described));
      return Prisma.sql`(${Prisma.join(any, " OR ")})`;
    }),
    " AND ",
  );
}

// The ranking reads every row a filter found, each text lowered once with its punctuation as spaces
// and between spaces (LIKE on it costs a fraction of ILIKE or a regular expression on a
// description): '% honey%' is a word's start, '% 1 kg %' a whole phrase.
const words = (column: "name" | "nameUr" | "description") =>
  Prisma.raw(`' ' || translate(lower("${column}"), '(),.;:!?/', '         ') || ' '`);
const likeAny = (text: "nameWords" | "nameUrWords" | "descriptionWords", patterns: string[]) =>
  Prisma.sql`${Prisma.raw(`"${text}"`)} LIKE ANY(${patterns}::text[])`;

const when = (condition: Prisma.Sql, points: number) =>
  Prisma.sql`(CASE WHEN ${condition} THEN ${Prisma.raw(String(points))} ELSE 0 END)`;

/** The higher of the text's likeness (pg_trgm's similarity or word_similarity) to the two names. */
const likeness = (measure: "similarity" | "word_similarity", text: string) =>
  Prisma.sql`GREATEST(${Prisma.raw(measure)}(${text}, name), ${Prisma.raw(measure)}(${text}, "nameUr"))`;

/**
 * Best first: the most points (a term in the name 1, a descriptor in it 2, the English name or the
 * Urdu one alike; a descriptor in the category's name 1, in the description 1; sold in the size
 * asked for 2), then a product of the family asked for before one whose name goes on to another
 * family ('Stuffed Almond Dates Box' is dates: after the almonds for 'badam'), then one with no word
 * a descriptor avoids ('honey' for 'sugar free'), then the name (either) most alike to the text.
 */
function rankSql(plan: SearchPlan, categories: Category[]): Prisma.Sql {
  const inName = (words: string[]) => {
    const patterns = leastWords(words).map(containing);
    return Prisma.sql`(${likeAny("nameWords", patterns)} OR ${likeAny("nameUrWords", patterns)})`;
  };
  const points: Prisma.Sql[] = [];
  for (const term of plan.terms) points.push(when(inName(term.anyOf), 1));
  for (const descriptor of plan.descriptors) {
    points.push(when(inName(descriptor.matches), 2));
    const { categoryIds } = holds(descriptor.matches, categories);
    if (categoryIds.length > 0) points.push(when(inCategories(categoryIds), 1));
    if (descriptor.described)
      points.push(when(likeAny("descriptionWords", leastWords(descriptor.described).map(containing)), 1));
  }
  if (plan.size) {
    const phrases = plan.size.phrases.map((phrase) => `% ${escaped(phrase)} %`);
    const inSize = likeAny("descriptionWords", phrases);
    points.push(when(plan.size.byWeight ? Prisma.sql`("hasWeightSelection" OR ${inSize})` : inSize, 2));
  }
  const order = points.length > 0 ? [Prisma.sql`${Prisma.join(points, " + ")} DESC`] : [];
  const families = plan.terms.flatMap((term) => (term.family ? [term.family] : []));
  const others = otherFamilies(plan);
  if (families.length > 0) {
    const laterOther = families.flatMap((family) => others.map((other) => `%${escaped(family)}%${escaped(other)}%`));
    order.push(Prisma.sql`${likeAny("nameWords", laterOther)} ASC`);
  }
  const avoided = plan.descriptors.flatMap((descriptor) => descriptor.avoid ?? []);
  if (avoided.length > 0) {
    const starts = avoided.map((word) => `% ${escaped(word)}%`);
    order.push(Prisma.sql`(${likeAny("nameWords", starts)} OR ${likeAny("descriptionWords", starts)}) ASC`);
  }
  order.push(Prisma.sql`${likeness("similarity", plan.similarText)} DESC`);
  return Prisma.join(order, ", ");
}

/**
 * The first searchLimits.rankedCandidates products `where` finds, in the order the trigram indexes
 * give them, ranked by `order`. A word thousands of names hold is not ranked across all of them:
 * the work of a search stays that of a rare word's, whatever the catalogue's size. The inner query
 * is kept whole by its LIMIT, so that each row's texts are lowered once, not once a use.
 */
const rankedFirst = (where: Prisma.Sql, order: Prisma.Sql, texts: Prisma.Sql[] = []) => Prisma.sql`
  SELECT id FROM (
    SELECT ${Prisma.join([Prisma.sql`id, name, "nameUr", "categoryId", "hasWeightSelection"`, ...texts])}
    FROM "Product" WHERE ${where} LIMIT ${searchLimits.rankedCandidates}
  ) AS found
  ORDER BY ${order}, name LIMIT ${candidates}`;

const foundAndRanked = (where: Prisma.Sql, order: Prisma.Sql) =>
  rankedFirst(where, order, [
    Prisma.sql`${words("name")} AS "nameWords"`,
    Prisma.sql`${words("nameUr")} AS "nameUrWords"`,
    Prisma.sql`${words("description")} AS "descriptionWords"`,
  ]);

/**
 * Names, English or Urdu, alike to the text as a whole (pg_trgm's word_similarity above the
 * transaction's threshold): each name's trigram index serves its half.
 */
const similarTo = (plan: SearchPlan) =>
  rankedFirst(
    Prisma.sql`(${plan.similarText} <% name OR ${plan.similarText} <% "nameUr")`,
    Prisma.sql`${likeness("word_similarity", plan.similarText)} DESC, ${likeness("similarity", plan.similarText)} DESC`,
  );

/**
 * Each search's statements are cancelled after searchLimits.statementTimeoutMs, well before the
 * shop's general timeout. The planner prices ILIKE far below what it costs on a description and
 * reads every row of a 10,000-product catalogue rather than the trigram indexes, at two to three
 * times the time (measured): in a search's transaction it reads the indexes. The admin's list
 * searches in one too.
 */
export function inSearchTransaction<T>(
  run: (tx: Prisma.TransactionClient) => Promise<T>,
  threshold: number = similarEnough,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('statement_timeout', ${String(searchLimits.statementTimeoutMs)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true),
      set_config('enable_seqscan', 'off', true)`;
    return run(tx);
  });
}

/** A step of a search with the plan that ranks what it finds; `corrected` when that plan corrected the typed one. */
export interface SearchAttempt {
  step: SearchStep;
  plan: SearchPlan;
  corrected: boolean;
}

/**
 * The steps a search tries until one finds any, the shop's and the admin's alike: every term as
 * typed; every term with its mistyped words corrected to the catalogue's ('jmubo' to 'jumbo');
 * then the typed plan's wider steps (its family terms alone, its descriptors, its size). The
 * catalogue's words are read only when the first step finds nothing.
 */
export async function* searchAttempts(plan: SearchPlan, categories: Category[]): AsyncGenerator<SearchAttempt> {
  const [first, ...wider] = searchSteps(plan, categories);
  if (first) yield { step: first, plan, corrected: false };
  const corrected = correctedPlan(plan, await catalogueWords());
  const [correctedFirst] = corrected ? searchSteps(corrected, categories) : [];
  if (corrected && correctedFirst) yield { step: correctedFirst, plan: corrected, corrected: true };
  for (const step of wider) yield { step, plan, corrected: false };
}

/**
 * The ids one step ranks first. What is sold by weight comes in the shop's order, read along the
 * index (status, featuredOrder, name) of the active products (70 ms to sort them all at 100,000
 * products, 1 ms this way).
 */
async function rankedBy(tx: Prisma.TransactionClient, { step, plan }: SearchAttempt, categories: Category[]) {
  const rows = await tx.$queryRaw<{ id: string }[]>(
    "byWeight" in step
      ? Prisma.sql`SELECT id FROM "Product" WHERE status = 'Active' AND "hasWeightSelection"
          ORDER BY "featuredOrder" ASC NULLS LAST, name LIMIT ${candidates}`
      : foundAndRanked(stepSql(step), rankSql(plan, categories)),
  );
  return rows.map((row) => row.id);
}

/** What a search ranks (hidden products too: the caller drops them), and the text it searched if corrected. */
interface Ranked {
  ids: string[];
  correctedTo: string | null;
}

/** The first attempt that finds any, else the names alike to the text. */
async function rankedProductIds(text: string, plan: SearchPlan): Promise<Ranked> {
  const categories = await listCategoryNames();
  return inSearchTransaction(async (tx) => {
    for await (const attempt of searchAttempts(plan, categories)) {
      const ids = await rankedBy(tx, attempt, categories);
      if (ids.length > 0)
        return { ids, correctedTo: attempt.corrected ? correctedText(text, plan, attempt.plan) : null };
    }
    return { ids: await similarProductIds(tx, plan), correctedTo: null };
  });
}

/**
 * The products, hidden ones too, whose names (English or Urdu) are alike to the text as a whole:
 * the last resort of the shop's search and the admin's, in a search transaction.
 */
export async function similarProductIds(tx: Prisma.TransactionClient, plan: SearchPlan): Promise<string[]> {
  if (!plan.similarText) return [];
  const rows = await tx.$queryRaw<{ id: string }[]>(similarTo(plan));
  return rows.map((row) => row.id);
}

/** The visible ones of `ids`, in their order. */
async function visibleInOrder(ids: string[], limit: number): Promise<CatalogProduct[]> {
  const rows = await db.product.findMany({
    where: { AND: [visibleProductWhere, { id: { in: ids } }] },
    select: productSelect,
  });
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .slice(0, limit)
    .map(toCatalogProduct);
}

/** What a search lists, and the text it searched instead when the one typed had typos ('jumbo' for 'jmubo'). */
export interface SearchResults {
  products: CatalogProduct[];
  correctedTo: string | null;
}

const searchNormalized = cachedRead(
  "search-results",
  { tags: () => [listingsTag, stockTag], whileBuilding: { products: [], correctedTo: null } },
  async (text: string): Promise<SearchResults> => {
    const plan = planSearch(text);
    if (plan.terms.length === 0 && plan.descriptors.length === 0 && !plan.size)
      return { products: [], correctedTo: null };
    const ranked = await searchBounds().queries.run(null, () => rankedProductIds(text, plan));
    return { products: await visibleInOrder(ranked.ids, searchResultsLimit), correctedTo: ranked.correctedTo };
  },
);

/**
 * One cached answer for every spelling of the same text ('Badam ', 'badam'). 429 for a client with
 * too many searches running, 503 for everyone when the database has all the searches it may run.
 */
export function searchResults(text: string, address: string | null): Promise<SearchResults> {
  return searchBounds().perClient.run(address ? throttledNetwork(address) : null, () =>
    searchNormalized(normalizeSearchText(text)),
  );
}

/** What a search lists (searchResults' products). */
export async function searchCatalog(text: string, address: string | null): Promise<CatalogProduct[]> {
  return (await searchResults(text, address)).products;
}

/** What a search that found nothing offers: the names nearest the text, else the shop's featured products. */
export interface NearestProducts {
  kind: "similar" | "featured";
  products: CatalogProduct[];
}

const nearestNormalized = cachedRead(
  "search-nearest",
  { tags: () => [listingsTag, stockTag], whileBuilding: { kind: "featured", products: [] } },
  async (text: string): Promise<NearestProducts> => {
    const plan = planSearch(text);
    const similarText = plan.similarText || text;
    const rows = similarText
      ? await searchBounds().queries.run(null, () =>
          inSearchTransaction((tx) => tx.$queryRaw<{ id: string }[]>(similarTo({ ...plan, similarText })), nearEnough),
        )
      : [];
    const similar = await visibleInOrder(
      rows.map((row) => row.id),
      nearestLimit,
    );
    if (similar.length > 0) return { kind: "similar", products: similar };
    const featured = await db.product.findMany({
      where: visibleProductWhere,
      orderBy: defaultProductOrder,
      take: nearestLimit,
      select: productSelect,
    });
    return { kind: "featured", products: featured.map(toCatalogProduct) };
  },
);

/** For the results page when a search finds nothing (bounded as searchCatalog is). */
export function nearestProducts(text: string, address: string | null): Promise<NearestProducts> {
  return searchBounds().perClient.run(address ? throttledNetwork(address) : null, () =>
    nearestNormalized(normalizeSearchText(text)),
  );
}

/** The header's suggestions. */
export async function searchProducts(text: string, address: string | null): Promise<SearchResult[]> {
  return (await searchCatalog(text, address)).slice(0, searchLimit).map((product) => ({
    id: product.id,
    name: product.name,
    nameUr: product.nameUr,
    image: product.images[0] ?? null,
    price: product.price,
    offer: product.offer,
    hasWeightSelection: product.hasWeightSelection,
  }));
}
