// The home and category listings' URL state: sort, price range, category and how many are shown.
import { z } from "zod";

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

const sortValues = sortOptions.map((option) => option.value) as [SortOption, ...SortOption[]];

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

const wholeNumber = z.preprocess(firstValue, z.coerce.number().int().catch(Number.NaN));

/** Anything in the URL that is not a valid choice falls back to the default: a listing never fails. */
export const listingQuerySchema = z.object({
  sort: z.preprocess(firstValue, z.enum(sortValues).catch("default")).default("default"),
  min: wholeNumber.optional(),
  max: wholeNumber.optional(),
  category: z.preprocess(firstValue, z.string().max(64).optional().catch(undefined)),
  show: wholeNumber.optional(),
});

export interface ListingQuery {
  sort: SortOption;
  /** Inclusive bounds on the 250 g price; undefined means unbounded. */
  minPrice?: number;
  maxPrice?: number;
  categoryId?: string;
  /** How many products to show: a multiple of the page size. */
  limit: number;
}

function snap(value: number): number {
  return Math.round(value / priceFilter.step) * priceFilter.step;
}

/**
 * Reads the listing from URL search params. The price range is clamped to Rs. 100–5,000 in steps
 * of 100 with a gap of at least 100; a bound at the edge of the range does not filter, so the
 * default shows every product (a top bound of 5,000 means "5,000 and up").
 */
export function parseListingQuery(params: Record<string, string | string[] | undefined>): ListingQuery {
  const raw = listingQuerySchema.parse(params);
  let min = Number.isFinite(raw.min) ? snap(Math.min(Math.max(raw.min!, priceFilter.min), priceFilter.max - priceFilter.gap)) : priceFilter.min;
  let max = Number.isFinite(raw.max) ? snap(Math.min(Math.max(raw.max!, priceFilter.min + priceFilter.gap), priceFilter.max)) : priceFilter.max;
  if (max - min < priceFilter.gap) {
    if (min + priceFilter.gap <= priceFilter.max) max = min + priceFilter.gap;
    else min = max - priceFilter.gap;
  }
  const show = Number.isFinite(raw.show) ? Math.ceil(Math.max(raw.show!, pageSize) / pageSize) * pageSize : pageSize;
  return {
    sort: raw.sort,
    minPrice: min > priceFilter.min ? min : undefined,
    maxPrice: max < priceFilter.max ? max : undefined,
    categoryId: raw.category || undefined,
    limit: Math.min(show, 600),
  };
}

/** A listing with nothing chosen: what a bare home or category URL shows. */
export const defaultListingQuery: ListingQuery = parseListingQuery({});

/** The URL parameters a listing reads (next.config.mjs sends URLs that carry one to the per-request pages). */
export const listingParams = Object.keys(listingQuerySchema.shape);

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
