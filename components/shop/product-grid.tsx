import { useTranslations } from "next-intl";
import { Fragment } from "react";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { ProductCard } from "./product-card";
import { PromoBanner } from "./promo-banner";

const bannerAfter = 10;

/**
 * The product grid; the home page's promotional banner follows the 10th product. The first
 * `priorityImages` pictures load first: only where they are what a shopper sees first (a category
 * page), not under the home's hero or a product's own gallery.
 */
export function ProductGrid({
  products,
  withBanner = false,
  priorityImages = 0,
}: {
  products: CatalogProduct[];
  withBanner?: boolean;
  priorityImages?: number;
}) {
  const t = useTranslations("catalog");
  if (products.length === 0) return <p className="py-12 text-center text-stone-600">{t("noProducts")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {products.map((product, index) => (
        <Fragment key={product.id}>
          <li>
            <ProductCard product={product} priority={index < priorityImages} />
          </li>
          {withBanner && index === bannerAfter - 1 && (
            <li className="col-span-full">
              <PromoBanner />
            </li>
          )}
        </Fragment>
      ))}
    </ul>
  );
}
