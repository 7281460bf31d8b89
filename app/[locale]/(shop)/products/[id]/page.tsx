import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/shop/breadcrumb";
import { JsonLd } from "@/components/shop/json-ld";
import { ProductGallery } from "@/components/shop/product-gallery";
import { ProductGrid } from "@/components/shop/product-grid";
import { ProductPurchase } from "@/components/shop/product-purchase";
import { PurchaseAssurances } from "@/components/shop/purchase-assurances";
import { ProductTabs } from "@/components/shop/product-tabs";
import { Reviews } from "@/components/shop/reviews";
import { dialogProduct } from "@/lib/client/dialog-product";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, packPrice } from "@/lib/domain/pricing";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/domain/seo";
import { getVisibleProduct, listRelatedProducts } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";
import { getProductSales } from "@/lib/server/orders/stats";

type Props = { params: Promise<{ id: string }> };

// Rendered on a product's first visit and cached until it changes (an admin edit, an order that
// moves its stock, a review); every 5 minutes at most, so "sold in last 24 hours" moves on.
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getVisibleProduct((await params).id);
  if (!product) return { title: "404 not found" };
  const price = packPrice(product, undefined).discounted;
  const description =
    `${product.name} from ${formatRupees(price)}${product.hasWeightSelection ? " for 250 g" : ""}. ${product.description}`.slice(
      0,
      160,
    );
  return {
    title: product.name,
    description,
    alternates: { canonical: `/products/${product.id}` },
    openGraph: {
      type: "website",
      title: product.name,
      description,
      url: `/products/${product.id}`,
      images: product.images[0] ? [{ url: productImageUrl(product.images[0]), width: 800, height: 800 }] : [],
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await getVisibleProduct(id);
  if (!product) notFound();
  const [related, sales] = await Promise.all([
    listRelatedProducts(product.id, product.category?.id ?? null),
    getProductSales(product.id),
  ]);
  const crumbs = [
    { name: "Shop", href: "/" },
    ...(product.category ? [{ name: product.category.name, href: `/products/category/${product.category.id}` }] : []),
    { name: product.name, href: `/products/${product.id}` },
  ];

  return (
    <article>
      <JsonLd data={productJsonLd(env.SITE_URL, product)} />
      <JsonLd data={breadcrumbJsonLd(env.SITE_URL, crumbs)} />
      <Breadcrumb items={crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { name: crumb.name } : crumb))} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
          {product.rating && (
            <p className="text-sm text-stone-700">
              <span className="text-amber-500" aria-hidden="true">
                ★
              </span>{" "}
              {product.rating.average.toFixed(1)} out of 5 ({product.rating.count} review
              {product.rating.count === 1 ? "" : "s"})
            </p>
          )}
          {(sales.lastDay > 0 || sales.lastWeek > 0) && (
            <p className="text-sm text-stone-700">
              {sales.lastDay > 0
                ? `${sales.lastDay} sold in last 24 hours`
                : `${sales.lastWeek} sold in the last 7 days`}
            </p>
          )}
          <ProductPurchase product={dialogProduct(product)} pageUrl={`${env.SITE_URL}/products/${product.id}`} />
          <PurchaseAssurances />
        </div>
      </div>
      <ProductTabs
        reviewCount={product.reviews.length}
        description={<p className="max-w-3xl leading-relaxed whitespace-pre-line">{product.description}</p>}
        reviews={
          <Reviews
            key={product.id}
            productId={product.id}
            reviews={product.reviews}
            categoryName={product.category?.name ?? null}
          />
        }
      />
      {related.length > 0 && (
        <section className="mt-10" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-xl font-bold">
            Related Products
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </article>
  );
}
