"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { cartLineName, repriceLines, type CartChange, type RepricedCart } from "@/lib/domain/cart";
import { useCart } from "./cart-store";
import { dialogProduct, type DialogProduct } from "./dialog-product";
import { repriceCart } from "./catalog-api";
import { toast } from "./toast-store";

/** Products of the cart as the server last priced them, for the dialog's edit mode. */
export const cartProducts = new Map<string, DialogProduct>();

/** Re-prices the cart on the server; resolves to what that changed (nothing when it failed). */
export async function refreshCart(): Promise<CartChange[]> {
  const { lines, setLines } = useCart.getState();
  if (lines.length === 0) return [];
  let cart: RepricedCart;
  try {
    cart = await repriceCart(lines);
  } catch (error) {
    console.error("Could not refresh the cart", error);
    return [];
  }
  for (const { product } of cart.products) cartProducts.set(product.id, dialogProduct(product));
  const { repriced, changes } = repriceLines(lines, cart);
  // Only the lines that were sent are re-priced; a line added meanwhile is left as it is.
  const current = useCart.getState().lines;
  const next = current.flatMap((line) => (repriced.has(line) ? (repriced.get(line) ?? []) : [line]));
  if (JSON.stringify(next) !== JSON.stringify(current)) setLines(next);
  return changes;
}

/** Tells the shopper, in the page's language, what re-pricing changed in their cart. */
export function useTellCartChanges(): (changes: CartChange[]) => void {
  const t = useTranslations("cart");
  const locale = useLocale();
  return useCallback(
    (changes) => {
      for (const change of changes) {
        const name = cartLineName(change.line, locale);
        if (change.kind !== "fewer") toast.info(t(`changes.${change.kind}`, { name }));
        else {
          const size = change.line.weight ? ` ${t(`weight.${change.line.weight}`)}` : "";
          toast.info(t("changes.fewer", { name: `${name}${size}`, quantity: change.quantity }));
        }
      }
    },
    [t, locale],
  );
}
