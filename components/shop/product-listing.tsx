import { listingSearch, pageSize, type ListingQuery } from "@/lib/domain/listing";
import { listProducts } from "@/lib/server/catalog";
import { ProductGrid } from "./product-grid";
import { ViewMoreLink } from "./view-more-link";

/** A listing's grid, its count and the 'View More Products' link that shows 30 more. */
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
  const { products, total } = await listProducts(query);
  return (
    <>
      <ProductGrid products={products} withBanner={withBanner} priorityImages={priorityImages} />
      {total > 0 && (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-sm text-stone-600" data-testid="listing-count">
            Showing {products.length} of {total} products
          </p>
          {products.length < total && (
            <ViewMoreLink href={`${path}${listingSearch({ ...query, limit: query.limit + pageSize })}`} />
          )}
        </div>
      )}
    </>
  );
}
