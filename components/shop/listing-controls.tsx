"use client";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useEarlyTap } from "@/lib/client/early-taps";
import { useListingNavigation } from "@/lib/client/listing-navigation";
import { listingSearch, priceFilter, sortOptions, type ListingQuery, type SortOption } from "@/lib/domain/listing";
import { formatRupees } from "@/lib/domain/pricing";

type Open = "category" | "filter" | null;

/** Category, price-filter and sort dropdowns; the listing lives in the URL so it can be shared and gone back to. */
export function ListingControls({
  query,
  categories,
  showCategory = true,
}: {
  query: ListingQuery;
  categories: { id: string; name: string }[];
  showCategory?: boolean;
}) {
  const goTo = useListingNavigation();
  const earlySort = useEarlyTap<HTMLSelectElement>();
  const earlyCategory = useEarlyTap<HTMLButtonElement>();
  const earlyFilter = useEarlyTap<HTMLButtonElement>();
  const pathname = usePathname();
  const [open, setOpen] = useState<Open>(null);
  const [min, setMin] = useState(query.minPrice ?? priceFilter.min);
  const [max, setMax] = useState(query.maxPrice ?? priceFilter.max);

  const navigate = (change: Partial<ListingQuery>) => {
    setOpen(null);
    goTo(`${pathname}${listingSearch({ ...query, limit: undefined, ...change })}`);
  };
  const toggle = (which: Exclude<Open, null>) => setOpen((current) => (current === which ? null : which));
  const categoryName = categories.find((category) => category.id === query.categoryId)?.name;

  return (
    <div className="flex flex-wrap items-start gap-2">
      {showCategory && (
        <div className="relative">
          <button
            {...earlyCategory}
            type="button"
            className="btn-secondary py-1.5 text-sm"
            aria-expanded={open === "category"}
            onClick={() => toggle("category")}
          >
            {categoryName ?? "All Categories"}
          </button>
          {open === "category" && (
            <ul
              className="absolute left-0 z-20 mt-1 max-h-80 w-56 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
              aria-label="Categories"
            >
              <li>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-stone-100"
                  onClick={() => navigate({ categoryId: undefined })}
                >
                  All Categories
                </button>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-stone-100"
                    aria-current={category.id === query.categoryId}
                    onClick={() => navigate({ categoryId: category.id })}
                  >
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="relative">
        <button
          {...earlyFilter}
          type="button"
          className="btn-secondary py-1.5 text-sm"
          aria-expanded={open === "filter"}
          onClick={() => toggle("filter")}
        >
          Filter
          {query.minPrice !== undefined || query.maxPrice !== undefined
            ? ` (${formatRupees(query.minPrice ?? priceFilter.min)} – ${formatRupees(query.maxPrice ?? priceFilter.max)})`
            : ""}
        </button>
        {open === "filter" && (
          <form
            className="absolute left-0 z-20 mt-1 flex w-72 flex-col gap-3 rounded-md border border-stone-200 bg-white p-4 shadow-lg"
            onSubmit={(event) => {
              event.preventDefault();
              navigate({
                minPrice: min > priceFilter.min ? min : undefined,
                maxPrice: max < priceFilter.max ? max : undefined,
              });
            }}
          >
            <p className="text-sm font-medium">Price (250 g pack)</p>
            <label className="text-sm">
              Minimum: {formatRupees(min)}
              <input
                type="range"
                className="w-full accent-brand"
                min={priceFilter.min}
                max={priceFilter.max}
                step={priceFilter.step}
                value={min}
                onChange={(event) => setMin(Math.min(Number(event.target.value), max - priceFilter.gap))}
              />
            </label>
            <label className="text-sm">
              Maximum: {formatRupees(max)}
              {max === priceFilter.max ? " and above" : ""}
              <input
                type="range"
                className="w-full accent-brand"
                min={priceFilter.min}
                max={priceFilter.max}
                step={priceFilter.step}
                value={max}
                onChange={(event) => setMax(Math.max(Number(event.target.value), min + priceFilter.gap))}
              />
            </label>
            <div className="flex gap-2">
              <button type="submit" className="btn-primary flex-1 py-1.5 text-sm">
                Apply
              </button>
              <button
                type="button"
                className="btn-secondary flex-1 py-1.5 text-sm"
                onClick={() => navigate({ minPrice: undefined, maxPrice: undefined })}
              >
                Clear
              </button>
            </div>
          </form>
        )}
      </div>
      <label className="ml-auto flex items-center gap-2 text-sm">
        Sort by
        <select
          {...earlySort}
          className="field w-auto py-1.5"
          value={query.sort}
          onChange={(event) => navigate({ sort: event.target.value as SortOption })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
