"use client";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { ChatIcon } from "@/components/ui/icons";
import { markBuyNow } from "@/lib/client/buy-now";
import { useAnnounceAddedToCart, useCart } from "@/lib/client/cart-store";
import type { DialogProduct } from "@/lib/client/dialog-product";
import { useEarlyTap } from "@/lib/client/early-taps";
import { trackAddToCart } from "@/lib/client/pixel";
import { useInView } from "@/lib/client/use-in-view";
import { packsInStock } from "@/lib/domain/cart";
import { cartLineFor } from "@/lib/domain/cart-line";
import { productOrderLine, shopChatLink } from "@/lib/domain/contact";
import { defaultWeight, formatRupees, packOf, packPrice, perKgPrice, type Weight } from "@/lib/domain/pricing";
import { keepLeftToRight } from "@/lib/i18n/bidi";
import { AddedToCart } from "./added-to-cart";
import { QuantityStepper } from "./quantity-stepper";
import { WeightOptions } from "./weight-options";
import { WishlistButton } from "./wishlist-button";

export const addedToCartPageMs = 2000;

/**
 * Price, sizes, quantity, Add To Cart and Buy Now on the product page; `name` is the product's in the
 * page's language (the cart keeps its English name, the shop's record of the order).
 */
export function ProductPurchase({ product, name, pageUrl }: { product: DialogProduct; name: string; pageUrl: string }) {
  const router = useRouter();
  const t = useTranslations("purchase");
  const announceAddedToCart = useAnnounceAddedToCart();
  const locale = useLocale();
  const addToCart = useCart((state) => state.addToCart);
  const [weight, setWeight] = useState<Weight | null>(product.hasWeightSelection ? defaultWeight : null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const earlyAdd = useEarlyTap<HTMLButtonElement>();
  const earlyBuy = useEarlyTap<HTMLButtonElement>();
  // On a phone the main button is below the first screen or scrolled past: a bar at the bottom follows.
  const mainButtonInView = useInView(earlyAdd.ref);
  const outOfStock = product.stock <= 0;
  const showStickyBar = !mainButtonInView && !outOfStock;
  useEffect(() => {
    // The page's end stays readable above the bar (globals.css).
    document.body.classList.toggle("with-sticky-bar", showStickyBar);
    return () => document.body.classList.remove("with-sticky-bar");
  }, [showStickyBar]);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), addedToCartPageMs);
    return () => clearTimeout(timer);
  }, [added]);

  const price = packPrice(product, weight);
  const available = packsInStock(product.stock, weight);
  const perKg = perKgPrice(product);
  const pack = t(`pack.${packOf(product, weight)}`);
  const cannotAdd = outOfStock || added || available < 1;
  const add = () => {
    const line = cartLineFor(product, weight, quantity);
    addToCart(line);
    trackAddToCart(line);
    setAdded(true);
    announceAddedToCart();
  };
  const addLabel = added ? <AddedToCart /> : t("addToCart");

  return (
    <div className="flex flex-col gap-5">
      {/* The row wraps between its parts, never inside an amount. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-3xl font-bold whitespace-nowrap text-brand" data-testid="product-price">
          {formatRupees(price.discounted)}
        </p>
        {product.offer > 0 && (
          <>
            <del className="text-lg whitespace-nowrap text-stone-500">{formatRupees(price.original)}</del>
            <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-white">
              {t("offPercent", { percent: product.offer })}
            </span>
          </>
        )}
        <div className="ms-auto">
          <WishlistButton productId={product.id} name={name} />
        </div>
      </div>
      <p className="-mt-3 text-sm text-stone-700" data-testid="pack-price">
        {perKg === null ? t("perPiece") : t("packLine", { pack, perKg: formatRupees(perKg) })}
      </p>
      {product.offer > 0 && (
        <p className="text-sm font-medium text-green-700">
          {t("youSave", { amount: formatRupees(price.original - price.discounted) })}
        </p>
      )}
      {product.hasWeightSelection && (
        <WeightOptions
          product={product}
          value={weight}
          onChange={(next) => {
            setWeight(next);
            setQuantity((current) => Math.max(1, Math.min(current, packsInStock(product.stock, next))));
          }}
          name="size"
        />
      )}
      <div className="flex items-center gap-3">
        <QuantityStepper id="product-quantity" value={quantity} onChange={setQuantity} max={available} />
        {outOfStock && <p className="font-medium text-red-700">{t("outOfStock")}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button
          {...earlyAdd}
          type="button"
          className={clsx("btn-primary py-3", added && "btn-added")}
          disabled={cannotAdd}
          onClick={add}
        >
          {addLabel}
        </button>
        <button
          {...earlyBuy}
          type="button"
          className="btn-secondary py-3"
          disabled={outOfStock || available < 1}
          onClick={() => {
            addToCart(cartLineFor(product, weight, quantity));
            markBuyNow();
            setQuantity(1);
            router.push("/checkout");
          }}
        >
          {t("buyNow")}
        </button>
      </div>
      <a
        href={shopChatLink(
          `${t("orderChat", {
            what: productOrderLine(name, perKg === null ? null : pack, quantity),
            total: keepLeftToRight(locale, formatRupees(price.discounted * quantity)),
          })}\n${pageUrl}`,
        )}
        target="_blank"
        rel="noopener noreferrer"
        className="-mt-2 inline-flex items-center justify-center gap-2 rounded-md border border-green-700 px-4 py-2.5 font-semibold text-green-800 hover:bg-green-50"
      >
        <ChatIcon className="h-5 w-5" /> {t("orderOnWhatsApp")}
      </a>
      {showStickyBar && (
        <div
          className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
          data-testid="sticky-purchase"
        >
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-lg font-bold whitespace-nowrap text-brand">
              {formatRupees(price.discounted * quantity)}
            </span>
            <span className="block truncate text-xs text-stone-700">
              {quantity} × {pack}
            </span>
          </p>
          <button
            type="button"
            className={clsx("btn-primary shrink-0 px-6 py-3", added && "btn-added")}
            disabled={cannotAdd}
            onClick={add}
          >
            {addLabel}
          </button>
        </div>
      )}
    </div>
  );
}
