import "server-only";
import { db } from "../db";
import { listingsTag } from "./cache-tags";
import { cachedRead } from "./cached-read";

/**
 * The words of the products' names, English and Urdu, the most held first: what a mistyped search
 * is corrected to (correctedPlan in lib/domain/search.ts). Triggers keep the table as products are
 * added, renamed and deleted (migration 20261128000000_catalogue_words); a rename expires the listings.
 */
export const catalogueWords = cachedRead(
  "catalogue-words",
  { tags: () => [listingsTag], whileBuilding: [] },
  async () => {
    const rows = await db.catalogueWord.findMany({
      orderBy: [{ names: "desc" }, { word: "asc" }],
      select: { word: true },
    });
    return rows.map((row) => row.word);
  },
);
