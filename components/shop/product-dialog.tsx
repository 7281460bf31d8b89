"use client";
import clsx from "clsx";
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { markBuyNow } from "@/lib/client/buy-now";
import { useAnnounceAddedToCart, useCart } from "@/lib/client/cart-store";
import { trackAddToCart } from "@/lib/client/pixel";
import { useUi, type ProductDialogState } from "@/lib/client/ui-store";
import { cartLineFor } from "@/lib/domain/cart-line";
import { productImageUrl } from "@/lib/domain/images";
import { defaultWeight, formatRupees, packPrice, type Weight } from "@/lib/domain/pricing";
import { nameIn } from "@/lib/i18n/translated";
import { AddedToCart } from "./added-to-cart";
import { QuantityStepper } from "./quantity-stepper";
import { WeightOptions } from "./weight-options";

export const addedToCartDialogMs = 1300;

function DialogBody({ state, onClose }: { state: ProductDialogState; onClose: () => void }) {
  const { product, line } = state;
  const router = useRouter();
  const t = useTranslations("purchase");
  const announceAddedToCart = useAnnounceAddedToCart();
  const locale = useLocale();
  const cart = useCart();
  const [weight, setWeight] = useState<Weight | null>(
    product.hasWeightSelection ? (line?.weight ?? defaultWeight) : null,
  );
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onClose, addedToCartDialogMs);
    return () => clearTimeout(timer);
  }, [added, onClose]);

  const needsSize = product.hasWeightSelection && weight === null;
  const outOfStock = product.stock <= 0;
  const price = packPrice(product, weight);
  const total = price.discounted * quantity;

  const addToCart = () => {
    const next = cartLineFor(product, weight, quantity);
    if (line) cart.replaceLine({ id: line.id, weight: line.weight }, next);
    else cart.addToCart(next);
    trackAddToCart(next);
    setAdded(true);
    // A new line (not an edit from the cart): say so, with the way to the cart.
    if (!line) announceAddedToCart();
  };

  const buyNow = () => {
    cart.addToCart(cartLineFor(product, weight, quantity));
    markBuyNow();
    setQuantity(1);
    onClose();
    router.push("/checkout");
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-4 pe-8">
        <Image
          src={productImageUrl(product.images[0], { thumbnail: true })}
          alt=""
          width={96}
          height={96}
          className="h-24 w-24 rounded-md object-cover"
        />
        <div>
          <h2 className="font-semibold">{nameIn(product, locale)}</h2>
          <p className="text-sm text-stone-600">
            {product.hasWeightSelection ? t("selectSizeAndQuantity") : t("selectQuantity")}
          </p>
        </div>
      </div>
      {product.hasWeightSelection && (
        <WeightOptions product={product} value={weight} onChange={setWeight} name={`size-${product.id}`} />
      )}
      <div className="flex items-center justify-between gap-4">
        <QuantityStepper id={`dialog-quantity-${product.id}`} value={quantity} onChange={setQuantity} />
        <p className="text-end">
          <span className="block text-xs text-stone-600">{t("dialogTotal")}</span>
          <span className="text-lg font-bold text-brand" data-testid="dialog-total">
            {formatRupees(total)}
          </span>
          {product.offer > 0 && (
            <span className="block text-xs text-stone-600">
              <del>{formatRupees(price.original * quantity)}</del> {t("percentOff", { percent: product.offer })}
            </span>
          )}
        </p>
      </div>
      {outOfStock && <p className="text-sm font-medium text-red-700">{t("outOfStock")}</p>}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className={clsx("btn-primary min-h-11", added && "btn-added")}
          disabled={added || needsSize || outOfStock}
          onClick={addToCart}
        >
          {added ? <AddedToCart /> : line ? t("updateCart") : t("addToCart")}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-11"
          disabled={needsSize || outOfStock || added}
          onClick={buyNow}
        >
          {needsSize ? t("selectSizeFirst") : t("buyNow")}
        </button>
      </div>
    </div>
  );
}

/** The add-to-cart / edit / Buy Now dialog, opened from product cards and the cart drawer. */
export function ProductDialog() {
  const state = useUi((ui) => ui.productDialog);
  const close = useUi((ui) => ui.closeProductDialog);
  const t = useTranslations("purchase");
  const locale = useLocale();
  return (
    <Modal open={state !== null} onClose={close} label={state ? nameIn(state.product, locale) : t("product")}>
      <CloseButton onClick={close} label={t("close")} />
      {state && <DialogBody key={`${state.product.id}:${state.line?.weight ?? ""}`} state={state} onClose={close} />}
    </Modal>
  );
}
