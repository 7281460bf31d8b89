import { getLocale, getTranslations } from "next-intl/server";
import { listingSearch, pageSize, type ListingQuery } from "@/lib/domain/listing";
import { localePath } from "@/lib/i18n/locales";
import { listProducts } from "@/lib/server/catalog";
import { ProductGrid } from "./product-grid";
import { ViewMoreLink } from "./view-more-link";

/**
 * A listing's grid, its count and the 'View More Products' link that shows 30 more; `path` is the
 * listing's English path, the link goes to its twin in the page's language.
 */
export async function ProductListing({
  query,
  path,
  withBanner = false,
  priorityImages = 0,
}: {
  query: ListingQuery;
  path: string;
  withBanner?: boolean;
  priorityImages?: number;
}) {
  const [{ products, total }, t, locale] = await Promise.all([
    listProducts(query),
    getTranslations("catalog"),
    getLocale(),
  ]);
  return (
    <>
      <ProductGrid products={products} withBanner={withBanner} priorityImages={priorityImages} />
      {total > 0 && (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-stone-600" data-testid="listing-count">
            {t("showing", { shown: products.length, total })}
          </p>
          {products.length < total && (
            <ViewMoreLink
              href={localePath(locale, `${path}${listingSearch({ ...query, limit: query.limit + pageSize })}`)}
            />
          )}
        </div>
      )}
    </>
  );
}
