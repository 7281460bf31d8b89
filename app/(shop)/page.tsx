import { ProductGrid } from "@/components/shop/product-grid";
import { listProductPage } from "@/lib/server/catalog";

export const dynamic = "force-dynamic";

const pageSize = 30;

export default async function HomePage() {
  const { products } = await listProductPage(0, pageSize);
  return (
    <section id="products" aria-labelledby="products-heading">
      <h2 id="products-heading" className="mb-4 text-xl font-bold">
        Sale is Live - Flat 20% Off
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
