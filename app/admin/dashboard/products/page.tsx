import type { Metadata } from "next";
import { ProductsClient } from "@/components/admin/products-client";
import { listAllCategories } from "@/lib/server/catalog/admin-categories";
import { listAllProducts } from "@/lib/server/catalog/admin-products";

export const metadata: Metadata = { title: "Products" };

export default async function ProductsPage() {
  const [products, categories] = await Promise.all([listAllProducts(), listAllCategories()]);
  return (
    <ProductsClient
      products={products}
      categories={categories.map((category) => ({ id: category.id, name: category.name }))}
    />
  );
}
