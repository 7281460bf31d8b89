// The home and category listings' URL state: sort, price range, category and how many are shown.

export const pageSize = 30;
export const relatedLimit = 8;
export const searchLimit = 20;

export const priceFilter = { min: 100, max: 5000, step: 100, gap: 100 } as const;

export const sortOptions = [
  { value: "default", label: "Default" },
  { value: "price-low-high", label: "Price: Low to High" },
  { value: "price-high-low", label: "Price: High to Low" },
  { value: "az", label: "Name: A to Z" },
  { value: "za", label: "Name: Z to A" },
] as const;

export type SortOption = (typeof sortOptions)[number]["value"];

export interface ListingQuery {
  sort: SortOption;
  /** Inclusive bounds on the 250 g price; undefined means unbounded. */
  minPrice?: number;
  maxPrice?: number;
  categoryId?: string;
  /** How many products to show: a multiple of the page size. */
  limit: number;
}

/** The URL search string for a listing, leaving defaults out so URLs stay short and shareable. */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (query.categoryId) params.set("category", query.categoryId);
  if (query.minPrice !== undefined) params.set("min", String(query.minPrice));
  if (query.maxPrice !== undefined) params.set("max", String(query.maxPrice));
  if (query.sort && query.sort !== "default") params.set("sort", query.sort);
  if (query.limit && query.limit > pageSize) params.set("show", String(query.limit));
  const search = params.toString();
  return search ? `?${search}` : "";
}
