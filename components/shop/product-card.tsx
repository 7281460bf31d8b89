import { PlainImage } from "@/components/ui/plain-image";
import { dialogProduct } from "@/lib/client/dialog-product";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, packOf, packPrice, perKgPrice } from "@/lib/domain/pricing";
import { Link } from "@/lib/i18n/navigation";
import { nameIn } from "@/lib/i18n/translated";
import { useLocale, useTranslations } from "next-intl";
import { AddToCartButton } from "./add-to-cart-button";

export function ProductCard({ product, priority = false }: { product: CatalogProduct; priority?: boolean }) {
  const { original, discounted } = packPrice(product, undefined);
  const perKg = perKgPrice(product);
  const t = useTranslations("catalog");
  const purchase = useTranslations("purchase");
  const name = nameIn(product, useLocale());
  return (
    <article className="card" aria-label={name}>
      {product.offer > 0 && (
        <span className="card-offer">
          {/* "-15%" reads left to right on Urdu pages too. */}
          <span dir="ltr">-{product.offer}%</span>
        </span>
      )}
      <Link href={`/products/${product.id}`} className="card-link">
        {/* Cards are 160–260 px wide: a 256 px picture, 512 px on sharper screens (two srcset entries, not ten). */}
        <PlainImage
          src={productImageUrl(product.images[0])}
          alt={name}
          width={256}
          height={256}
          eager={priority}
          className="card-image"
        />
        <div className="card-body">
          <h3 className="card-name">{name}</h3>
          {/* Each amount is kept on one line (globals.css); the row may wrap between them. */}
          <p className="card-price">
            <span>{formatRupees(discounted)}</span>{" "}
            <span className="card-pack">/ {purchase(`pack.${packOf(product, undefined)}`)}</span>
            {discounted !== original && (
              <>
                {" "}
                <del>{formatRupees(original)}</del>
              </>
            )}
          </p>
          {perKg !== null && <p className="card-per-kg">{t("perKg", { price: formatRupees(perKg) })}</p>}
        </div>
      </Link>
      <div className="px-3 pb-3">
        <AddToCartButton product={dialogProduct(product)} name={name} />
      </div>
    </article>
  );
}
