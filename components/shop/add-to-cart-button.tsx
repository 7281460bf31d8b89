"use client";
import type { DialogProduct } from "@/lib/client/dialog-product";
import { useEarlyTap } from "@/lib/client/early-taps";
import { useUi } from "@/lib/client/ui-store";

/** Opens the product dialog for a product card. */
export function AddToCartButton({ product }: { product: DialogProduct }) {
  const openProductDialog = useUi((state) => state.openProductDialog);
  const early = useEarlyTap<HTMLButtonElement>();
  const outOfStock = product.stock <= 0;
  const label = outOfStock ? "Out of stock" : "Add To Cart";
  // Screen readers hear which product; the name starts with the visible words, so voice control finds it too.
  return (
    <button
      {...early}
      type="button"
      className="btn-primary w-full py-1.5 text-sm"
      disabled={outOfStock}
      onClick={() => openProductDialog({ product })}
      aria-label={`${label}: ${product.name}`}
    >
      {label}
    </button>
  );
}
