// Reads a listing (sort, price range, category, how many) from a URL's search parameters.
import { z } from "zod";
import { pageSize, priceFilter, sortOptions, type ListingQuery, type SortOption } from "../listing";

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

function snap(value: number): number {
  return Math.round(value / priceFilter.step) * priceFilter.step;
}

/**
 * The price range is clamped to Rs. 100–5,000 in steps of 100 with a gap of at least 100; a bound at
 * the edge does not filter, so a top bound of 5,000 means "5,000 and up".
 */
export function parseListingQuery(params: Record<string, string | string[] | undefined>): ListingQuery {
  const raw = listingQuerySchema.parse(params);
  let min = Number.isFinite(raw.min)
    ? snap(Math.min(Math.max(raw.min!, priceFilter.min), priceFilter.max - priceFilter.gap))
    : priceFilter.min;
  let max = Number.isFinite(raw.max)
    ? snap(Math.min(Math.max(raw.max!, priceFilter.min + priceFilter.gap), priceFilter.max))
    : priceFilter.max;
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

export const defaultListingQuery: ListingQuery = parseListingQuery({});

/** The URL parameters a listing reads (next.config.mjs sends URLs that carry one to the per-request pages). */
export const listingParams = Object.keys(listingQuerySchema.shape);
