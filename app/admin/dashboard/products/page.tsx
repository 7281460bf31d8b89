import type { Metadata } from "next";
import { ProductFilters, ProductPages } from "@/components/admin/product-filters";
import { ProductsClient } from "@/components/admin/products-client";
import { firstValues } from "@/lib/domain/search-params";
import { productListQuerySchema } from "@/lib/domain/validation/admin-product-list";
import { listCategoryChoices } from "@/lib/server/catalog/categories";
import { listProductsPage } from "@/lib/server/catalog/admin-products";
import { requireAdmin } from "@/lib/server/auth/guards";

export const metadata: Metadata = { title: "Products" };

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const query = productListQuerySchema.parse(firstValues(await searchParams));
  const [list, categories] = await Promise.all([listProductsPage(query), listCategoryChoices()]);
  return (
    <ProductsClient
      products={list.products}
      categories={categories}
      filters={<ProductFilters query={query} categories={categories} />}
      pages={<ProductPages query={query} page={list.page} pageCount={list.pageCount} total={list.total} />}
    />
  );
}
