"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { markBuyNow } from "@/lib/client/buy-now";
import { useCart } from "@/lib/client/cart-store";
import type { DialogProduct } from "@/lib/client/dialog-product";
import { trackAddToCart } from "@/lib/client/pixel";
import { packsInStock } from "@/lib/domain/cart";
import { cartLineFor } from "@/lib/domain/cart-line";
import { defaultWeight, formatRupees, packPrice, type Weight } from "@/lib/domain/pricing";
import { QuantityStepper } from "./quantity-stepper";
import { WeightOptions } from "./weight-options";
import { WishlistButton } from "./wishlist-button";

export const addedToCartPageMs = 2000;

/** Price, sizes, quantity, Add To Cart and Buy Now on the product page. */
export function ProductPurchase({ product }: { product: DialogProduct }) {
  const router = useRouter();
  const addToCart = useCart((state) => state.addToCart);
  const [weight, setWeight] = useState<Weight | null>(product.hasWeightSelection ? defaultWeight : null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), addedToCartPageMs);
    return () => clearTimeout(timer);
  }, [added]);

  const price = packPrice(product, weight);
  const available = packsInStock(product.stock, weight);
  const outOfStock = product.stock <= 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <p className="text-3xl font-bold text-brand" data-testid="product-price">
          {formatRupees(price.discounted)}
        </p>
        {product.offer > 0 && (
          <>
            <del className="text-lg text-stone-500">{formatRupees(price.original)}</del>
            <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
              {product.offer}% OFF
            </span>
          </>
        )}
        <div className="ml-auto">
          <WishlistButton productId={product.id} name={product.name} />
        </div>
      </div>
      {product.offer > 0 && (
        <p className="text-sm font-medium text-green-700">You save {formatRupees(price.original - price.discounted)}</p>
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
        {outOfStock && <p className="font-medium text-red-700">Out of stock</p>}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className="btn-primary py-3"
          disabled={outOfStock || added || available < 1}
          onClick={() => {
            const line = cartLineFor(product, weight, quantity);
            addToCart(line);
            trackAddToCart(line);
            setAdded(true);
          }}
        >
          {added ? "Added to cart" : "Add To Cart"}
        </button>
        <button
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
          Buy Now
        </button>
      </div>
    </div>
  );
}
