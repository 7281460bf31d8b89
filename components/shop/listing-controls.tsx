"use client";
import { useTranslations } from "next-intl";
// The page's own path, in its language (/ur/...): the listing stays in the language it is read in.
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
  const t = useTranslations("listing");
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
            {categoryName ?? t("allCategories")}
          </button>
          {open === "category" && (
            <ul
              className="absolute start-0 z-20 mt-1 max-h-80 w-56 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
              aria-label={t("categories")}
            >
              <li>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-start text-sm hover:bg-stone-100"
                  onClick={() => navigate({ categoryId: undefined })}
                >
                  {t("allCategories")}
                </button>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-start text-sm hover:bg-stone-100"
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
          {query.minPrice !== undefined || query.maxPrice !== undefined
            ? t("filterRange", {
                min: formatRupees(query.minPrice ?? priceFilter.min),
                max: formatRupees(query.maxPrice ?? priceFilter.max),
              })
            : t("filter")}
        </button>
        {open === "filter" && (
          <form
            className="absolute start-0 z-20 mt-1 flex w-72 flex-col gap-3 rounded-md border border-stone-200 bg-white p-4 shadow-lg"
            onSubmit={(event) => {
              event.preventDefault();
              navigate({
                minPrice: min > priceFilter.min ? min : undefined,
                maxPrice: max < priceFilter.max ? max : undefined,
              });
            }}
          >
            <p className="text-sm font-medium">{t("priceTitle")}</p>
            <label className="text-sm">
              {t("minimum", { price: formatRupees(min) })}
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
              {t(max === priceFilter.max ? "maximumOpen" : "maximum", { price: formatRupees(max) })}
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
                {t("apply")}
              </button>
              <button
                type="button"
                className="btn-secondary flex-1 py-1.5 text-sm"
                onClick={() => navigate({ minPrice: undefined, maxPrice: undefined })}
              >
                {t("clear")}
              </button>
            </div>
          </form>
        )}
      </div>
      <label className="ms-auto flex items-center gap-2 text-sm">
        {t("sortBy")}
        <select
          {...earlySort}
          className="field w-auto py-1.5"
          value={query.sort}
          onChange={(event) => navigate({ sort: event.target.value as SortOption })}
        >
          {sortOptions.map(({ value: option }) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
