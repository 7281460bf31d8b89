import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
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
import { localePath } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/i18n/alternates";
import { enterLocale } from "@/lib/i18n/page-locale";
import { descriptionIn, nameIn } from "@/lib/i18n/translated";
import { getVisibleProduct, listRelatedProducts } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";
import { getProductSales } from "@/lib/server/orders/stats";

type Props = { params: Promise<{ locale: string; id: string }> };

// Rendered on a product's first visit and cached until it changes (an admin edit, an order that
// moves its stock, a review); every 5 minutes at most, so "sold in last 24 hours" moves on.
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const [product, t, catalog] = await Promise.all([
    getVisibleProduct((await params).id),
    getTranslations("product"),
    getTranslations("catalog"),
  ]);
  if (!product) return { title: catalog("notFoundTitle") };
  const name = nameIn(product, locale);
  const price = formatRupees(packPrice(product, undefined).discounted);
  const description = t(product.hasWeightSelection ? "metaFromPack" : "metaFrom", {
    name,
    price,
    description: descriptionIn(product, locale),
  }).slice(0, 160);
  const url = localePath(locale, `/products/${product.id}`);
  return {
    title: name,
    description,
    alternates: languageAlternates(locale, `/products/${product.id}`),
    openGraph: {
      type: "website",
      title: name,
      description,
      url,
      images: product.images[0] ? [{ url: productImageUrl(product.images[0]), width: 800, height: 800 }] : [],
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { id } = await params;
  const product = await getVisibleProduct(id);
  if (!product) notFound();
  const [related, sales, t, catalog] = await Promise.all([
    listRelatedProducts(product.id, product.category?.id ?? null),
    getProductSales(product.id),
    getTranslations("product"),
    getTranslations("catalog"),
  ]);
  const name = nameIn(product, locale);
  // English paths: the breadcrumb's links take the page's language themselves, the JSON-LD gets its own.
  const crumbs = [
    { name: catalog("shop"), href: "/" },
    ...(product.category
      ? [{ name: nameIn(product.category, locale), href: `/products/category/${product.category.id}` }]
      : []),
    { name, href: `/products/${product.id}` },
  ];

  return (
    <article>
      <JsonLd data={productJsonLd(env.SITE_URL, product)} />
      <JsonLd
        data={breadcrumbJsonLd(
          env.SITE_URL,
          crumbs.map((crumb) => ({ ...crumb, href: localePath(locale, crumb.href) })),
        )}
      />
      <Breadcrumb items={crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { name: crumb.name } : crumb))} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={name} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
          {product.rating && (
            <p className="text-sm text-stone-700">
              <span className="text-amber-500" aria-hidden="true">
                ★
              </span>{" "}
              {t("ratingSummary", { average: product.rating.average.toFixed(1), count: product.rating.count })}
            </p>
          )}
          {(sales.lastDay > 0 || sales.lastWeek > 0) && (
            <p className="text-sm text-stone-700">
              {sales.lastDay > 0
                ? t("soldLastDay", { count: sales.lastDay })
                : t("soldLastWeek", { count: sales.lastWeek })}
            </p>
          )}
          <ProductPurchase
            product={dialogProduct(product)}
            name={name}
            pageUrl={`${env.SITE_URL}${localePath(locale, `/products/${product.id}`)}`}
          />
          <PurchaseAssurances />
        </div>
      </div>
      <ProductTabs
        reviewCount={product.reviews.length}
        description={
          <p dir="auto" className="max-w-3xl leading-relaxed whitespace-pre-line">
            {descriptionIn(product, locale)}
          </p>
        }
        reviews={
          <Reviews
            key={product.id}
            productId={product.id}
            reviews={product.reviews}
            categoryName={product.category ? nameIn(product.category, locale) : null}
          />
        }
      />
      {related.length > 0 && (
        <section className="mt-10" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-xl font-bold">
            {t("related")}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </article>
  );
}
