import type { Metadata } from "next";
import Form from "next/form";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AutoSubmitSelect } from "@/components/shop/auto-submit-select";
import { ProductGrid } from "@/components/shop/product-grid";
import { SearchWayOn } from "@/components/shop/search-way-on";
import { sortOptions } from "@/lib/domain/listing";
import { DomainError } from "@/lib/domain/errors";
import { firstValues } from "@/lib/domain/search-params";
import { searchPageSchema, sortSearchResults } from "@/lib/domain/validation/search-page";
import { clientAddress } from "@/lib/server/auth/client-address";
import { nearestProducts, searchResults, searchResultsLimit } from "@/lib/server/catalog/search";
import { localePath } from "@/lib/i18n/locales";
import { enterLocale } from "@/lib/i18n/page-locale";

type SearchPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The results of the header's search (Enter): a page per query, for shoppers, not for search engines.
export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: "search" });
  const { q } = searchPageSchema.parse(firstValues(await searchParams));
  return { title: q ? t("titleFor", { q }) : t("title"), robots: { index: false } };
}

/** A search this client may not run now (too many at once, or the shop's search is full) says so instead of failing the page. */
function refusedSearch(error: unknown): { kind: "throttled" | "busy" } {
  if (error instanceof DomainError && (error.kind === "throttled" || error.kind === "busy"))
    return { kind: error.kind };
  throw error;
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await enterLocale(params);
  const t = await getTranslations("search");
  const { q, sort } = searchPageSchema.parse(firstValues(await searchParams));
  const address = clientAddress(await headers());
  const results = q ? await searchResults(q, address).catch(refusedSearch) : { products: [], correctedTo: null };
  if ("kind" in results) return <p className="py-12 text-center text-stone-700">{t(`refused.${results.kind}`)}</p>;
  const found = results.products;
  // Nothing found: the products nearest the text, unless this client may not search again now.
  const nearest =
    q && found.length === 0
      ? await nearestProducts(q, address).catch((error: unknown) => (refusedSearch(error), null))
      : null;
  const products = sortSearchResults(found, sort);
  const count =
    found.length === searchResultsLimit
      ? t("firstFound", { count: found.length })
      : t("found", { count: found.length });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold rtl:leading-loose">{q ? t("resultsFor", { q }) : t("title")}</h1>
          {results.correctedTo && found.length > 0 && (
            <p className="text-stone-800 rtl:leading-loose" data-testid="search-corrected">
              {t("correctedTo", { q: results.correctedTo })}
            </p>
          )}
          {q && (
            <p className="text-sm text-stone-600 rtl:leading-loose" data-testid="search-count">
              {count}
            </p>
          )}
        </div>
        {found.length > 1 && (
          <Form action={localePath(locale, "/search")} className="flex items-center gap-2 text-sm">
            <input type="hidden" name="q" value={q} />
            <label htmlFor="search-sort">{t("sortBy")}</label>
            <AutoSubmitSelect id="search-sort" name="sort" defaultValue={sort} className="field w-auto py-1.5">
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === "default" ? t("bestMatch") : t(`sortOptions.${option.value}`)}
                </option>
              ))}
            </AutoSubmitSelect>
            <noscript>
              <button type="submit" className="btn-secondary py-1.5 text-sm">
                {t("sort")}
              </button>
            </noscript>
          </Form>
        )}
      </div>
      {q ? (
        <section aria-labelledby="search-products">
          {/* The cards' names are h3: a heading between them and the h1 keeps the outline whole. */}
          <h2 id="search-products" className="sr-only">
            {t("products")}
          </h2>
          <ProductGrid products={products} priorityImages={4} />
        </section>
      ) : (
        <p className="py-12 text-center text-stone-600">{t("typeSomething")}</p>
      )}
      {q && found.length === 0 && <SearchWayOn text={q} nearest={nearest} />}
    </div>
  );
}
