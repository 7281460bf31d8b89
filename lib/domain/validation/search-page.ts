import type { CatalogProduct } from "@/lib/domain/catalog";
import type { SortOption } from "@/lib/domain/listing";
import { listingPrice } from "@/lib/domain/pricing";
import { searchSchema } from "./catalog";
import { listingQuerySchema } from "./listing";

/** The search page's URL: its text and a sort ('default' keeps the best matches first); anything else is ignored. */
export const searchPageSchema = searchSchema.extend({
  q: searchSchema.shape.q.catch(""),
  sort: listingQuerySchema.shape.sort,
});

const byName = (a: CatalogProduct, b: CatalogProduct) => a.name.localeCompare(b.name);

export function sortSearchResults(products: CatalogProduct[], sort: SortOption): CatalogProduct[] {
  const sorted = [...products];
  if (sort === "price-low-high") sorted.sort((a, b) => listingPrice(a) - listingPrice(b) || byName(a, b));
  if (sort === "price-high-low") sorted.sort((a, b) => listingPrice(b) - listingPrice(a) || byName(a, b));
  if (sort === "az") sorted.sort(byName);
  if (sort === "za") sorted.sort((a, b) => byName(b, a));
  return sorted;
}
