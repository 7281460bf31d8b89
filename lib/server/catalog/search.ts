import "server-only";
import { searchLimits } from "@/lib/domain/limits";
import { searchLimit } from "@/lib/domain/listing";
import type { CatalogProduct, SearchResult } from "@/lib/domain/catalog";
import { normalizeSearchText, planSearch, type SearchPlan } from "@/lib/domain/search";
import { throttledNetwork } from "../client-network";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { listingsTag, stockTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import { productSelect, toCatalogProduct } from "./products";
import { searchBounds } from "./search-limits";
import { visibleProductWhere } from "./visibility";

/** The most a search lists: the results page's grid (suggestions show the first searchLimit). */
export const searchResultsLimit = 60;
/** How alike a name must be to the text (pg_trgm's word_similarity, 0 to 1) when no name holds every term. */
const similarEnough = 0.5;
/** Candidates ranked before the hidden ones are dropped: room for products that are off or in a hidden category. */
const candidates = searchResultsLimit * 3;

// A LIKE pattern: the shopper's %, _ and \ must match themselves.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const rankedBy = (where: Prisma.Sql, order: Prisma.Sql) => Prisma.sql`
  SELECT id FROM "Product" WHERE ${where} ORDER BY ${order}, name LIMIT ${candidates}`;

/** Names alike to the text as a whole, when none holds every term: how 'almnd' finds almonds. */
const similarTo = (plan: SearchPlan) =>
  rankedBy(
    Prisma.sql`${plan.similarText} <% name`,
    Prisma.sql`word_similarity(${plan.similarText}, name) DESC, similarity(${plan.similarText}, name) DESC`,
  );

/** Each search's statements are cancelled after searchLimits.statementTimeoutMs, well before the shop's general timeout. */
function inSearchTransaction<T>(run: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('statement_timeout', ${String(searchLimits.statementTimeoutMs)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(similarEnough)}, true)`;
    return run(tx);
  });
}

/** Hidden products' ids too (the caller drops them). The name's trigram index serves both queries. */
async function rankedProductIds(plan: SearchPlan): Promise<string[]> {
  const holdsEveryTerm = Prisma.join(
    plan.terms.map(
      (term) =>
        Prisma.sql`(${Prisma.join(
          term.anyOf.map((word) => Prisma.sql`name ILIKE ${containing(word)}`),
          " OR ",
        )})`,
    ),
    " AND ",
  );
  return inSearchTransaction(async (tx) => {
    // Among names holding every term, the closest to the text as a whole comes first: 'badam' lists
    // Mamra Almonds before Stuffed Almond Dates Box.
    const holding = await tx.$queryRaw<{ id: string }[]>(
      rankedBy(holdsEveryTerm, Prisma.sql`similarity(${plan.similarText}, name) DESC`),
    );
    if (holding.length > 0) return holding.map((row) => row.id);
    const similar = await tx.$queryRaw<{ id: string }[]>(similarTo(plan));
    return similar.map((row) => row.id);
  });
}

/** The products, hidden ones too, whose names are alike to the text as a whole (the admin's search). */
export async function similarProductIds(plan: SearchPlan): Promise<string[]> {
  const rows = await inSearchTransaction((tx) => tx.$queryRaw<{ id: string }[]>(similarTo(plan)));
  return rows.map((row) => row.id);
}

const searchNormalized = cachedRead(
  "search",
  { tags: () => [listingsTag, stockTag], whileBuilding: [] },
  async (text: string): Promise<CatalogProduct[]> => {
    const plan = planSearch(text);
    if (plan.terms.length === 0) return [];
    const ids = await searchBounds().queries.run(null, () => rankedProductIds(plan));
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { id: { in: ids } }] },
      select: productSelect,
    });
    const rank = new Map(ids.map((id, index) => [id, index]));
    return rows
      .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
      .slice(0, searchResultsLimit)
      .map(toCatalogProduct);
  },
);

/**
 * One cached answer for every spelling of the same text ('Badam ', 'badam'). 429 for a client with
 * too many searches running, 503 for everyone when the database has all the searches it may run.
 */
export function searchCatalog(text: string, address: string | null): Promise<CatalogProduct[]> {
  return searchBounds().perClient.run(address ? throttledNetwork(address) : null, () =>
    searchNormalized(normalizeSearchText(text)),
  );
}

/** The header's suggestions. */
export async function searchProducts(text: string, address: string | null): Promise<SearchResult[]> {
  return (await searchCatalog(text, address)).slice(0, searchLimit).map((product) => ({
    id: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    price: product.price,
    offer: product.offer,
    hasWeightSelection: product.hasWeightSelection,
  }));
}
