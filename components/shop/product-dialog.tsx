"use client";
import clsx from "clsx";
import Image from "next/image";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { markBuyNow } from "@/lib/client/buy-now";
import { announceAddedToCart, useCart } from "@/lib/client/cart-store";
import { trackAddToCart } from "@/lib/client/pixel";
import { useUi, type ProductDialogState } from "@/lib/client/ui-store";
import { cartLineFor } from "@/lib/domain/cart-line";
import { productImageUrl } from "@/lib/domain/images";
import { defaultWeight, formatRupees, packPrice, type Weight } from "@/lib/domain/pricing";
import { AddedToCart } from "./added-to-cart";
import { QuantityStepper } from "./quantity-stepper";
import { WeightOptions } from "./weight-options";

export const addedToCartDialogMs = 1300;

function DialogBody({ state, onClose }: { state: ProductDialogState; onClose: () => void }) {
  const { product, line } = state;
  const router = useRouter();
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
      <div className="flex gap-4 pr-8">
        <Image
          src={productImageUrl(product.images[0], { thumbnail: true })}
          alt=""
          width={96}
          height={96}
          className="h-24 w-24 rounded-md object-cover"
        />
        <div>
          <h2 className="font-semibold">{product.name}</h2>
          <p className="text-sm text-stone-600">
            {product.hasWeightSelection ? "Select size and quantity" : "Select quantity"}
          </p>
        </div>
      </div>
      {product.hasWeightSelection && (
        <WeightOptions product={product} value={weight} onChange={setWeight} name={`size-${product.id}`} />
      )}
      <div className="flex items-center justify-between gap-4">
        <QuantityStepper id={`dialog-quantity-${product.id}`} value={quantity} onChange={setQuantity} />
        <p className="text-right">
          <span className="block text-xs text-stone-600">Total</span>
          <span className="text-lg font-bold text-brand" data-testid="dialog-total">
            {formatRupees(total)}
          </span>
          {product.offer > 0 && (
            <span className="block text-xs text-stone-600">
              <del>{formatRupees(price.original * quantity)}</del> ({product.offer}% off)
            </span>
          )}
        </p>
      </div>
      {outOfStock && <p className="text-sm font-medium text-red-700">Out of stock</p>}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className={clsx("btn-primary min-h-11", added && "btn-added")}
          disabled={added || needsSize || outOfStock}
          onClick={addToCart}
        >
          {added ? <AddedToCart /> : line ? "Update Cart" : "Add To Cart"}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-11"
          disabled={needsSize || outOfStock || added}
          onClick={buyNow}
        >
          {needsSize ? "Select Size First" : "Buy Now"}
        </button>
      </div>
    </div>
  );
}

/** The add-to-cart / edit / Buy Now dialog, opened from product cards and the cart drawer. */
export function ProductDialog() {
  const state = useUi((ui) => ui.productDialog);
  const close = useUi((ui) => ui.closeProductDialog);
  return (
    <Modal open={state !== null} onClose={close} label={state ? state.product.name : "Product"}>
      <CloseButton onClick={close} />
      {state && <DialogBody key={`${state.product.id}:${state.line?.weight ?? ""}`} state={state} onClose={close} />}
    </Modal>
  );
}
