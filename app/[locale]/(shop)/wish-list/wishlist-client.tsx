"use client";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { AddToCartButton } from "@/components/shop/add-to-cart-button";
import { dialogProduct } from "@/lib/client/dialog-product";
import { ApiRefusal } from "@/lib/client/http";
import { listWishedProducts } from "@/lib/client/catalog-api";
import { toast } from "@/lib/client/toast-store";
import { useWishlist } from "@/lib/client/wishlist-store";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, packPrice } from "@/lib/domain/pricing";

/** The wishlisted products, loaded from the ids kept in local storage. */
export function WishlistClient() {
  const { ids, hydrated, remove } = useWishlist();
  const t = useTranslations("account");
  // The ids last asked for and what the server answered; a removal only filters, it does not reload.
  const [loaded, setLoaded] = useState<{ ids: string[]; products: CatalogProduct[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const needsLoad = ids.some((id) => !loaded?.ids.includes(id));

  useEffect(() => {
    if (!hydrated || !needsLoad) return;
    let current = true;
    listWishedProducts(ids)
      .then((products) => current && setLoaded({ ids, products }))
      .catch((error: unknown) => {
        if (!current) return;
        // A list the server refuses (ids it cannot read) shows as empty; only a failed call is an error.
        if (error instanceof ApiRefusal) setLoaded({ ids, products: [] });
        else setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [ids, hydrated, needsLoad]);

  if (failed) return <p className="text-red-700">{t("failedProducts")}</p>;
  if (!hydrated || (needsLoad && ids.length > 0)) return <p className="text-stone-600">{t("loadingProducts")}</p>;
  const shown = (loaded?.products ?? []).filter((product) => ids.includes(product.id));
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-lg text-stone-700">{t("wishlistEmpty")}</p>
        <Link href="/" className="btn-primary">
          {t("startShopping")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {shown.map((product) => {
        const price = packPrice(product, undefined);
        return (
          <li key={product.id} className="flex flex-col overflow-hidden rounded-lg border border-stone-200">
            <Link href={`/products/${product.id}`}>
              <Image
                src={productImageUrl(product.images[0])}
                alt={product.name}
                width={400}
                height={400}
                className="aspect-square w-full object-cover"
              />
              <p className="px-3 pt-2 text-sm font-medium">{product.name}</p>
              <p className="px-3 text-sm font-semibold text-brand">{formatRupees(price.discounted)}</p>
            </Link>
            <div className="mt-auto flex flex-col gap-2 p-3">
              <AddToCartButton product={dialogProduct(product)} name={product.name} />
              <button
                type="button"
                className="btn-secondary py-1.5 text-sm"
                onClick={() => {
                  try {
                    remove(product.id);
                    toast.success(t("removed"));
                  } catch {
                    toast.error(t("removeFailed"));
                  }
                }}
              >
                {t("remove")}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
