"use client";
import { useTranslations } from "next-intl";
import type { DialogProduct } from "@/lib/client/dialog-product";
import { useEarlyTap } from "@/lib/client/early-taps";
import { useUi } from "@/lib/client/ui-store";

/** Opens the product dialog for a product card; `name` is the product's in the page's language. */
export function AddToCartButton({ product, name }: { product: DialogProduct; name: string }) {
  const openProductDialog = useUi((state) => state.openProductDialog);
  const early = useEarlyTap<HTMLButtonElement>();
  const outOfStock = product.stock <= 0;
  const t = useTranslations("listing");
  const label = t(outOfStock ? "outOfStock" : "addToCart");
  // Screen readers hear which product; the name starts with the visible words, so voice control finds it too.
  return (
    <button
      {...early}
      type="button"
      className="btn-primary w-full py-1.5 text-sm"
      disabled={outOfStock}
      onClick={() => openProductDialog({ product })}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </button>
  );
}
