"use client";
import { repriceLines, type RepricedCart } from "@/lib/domain/cart";
import { useCart } from "./cart-store";
import { dialogProduct, type DialogProduct } from "./dialog-product";
import { repriceCart } from "./catalog-api";
import { toast } from "./toast-store";

/** Products of the cart as the server last priced them, for the dialog's edit mode. */
export const cartProducts = new Map<string, DialogProduct>();

export async function refreshCart(): Promise<void> {
  const { lines, setLines } = useCart.getState();
  if (lines.length === 0) return;
  let cart: RepricedCart;
  try {
    cart = await repriceCart(lines);
  } catch (error) {
    console.error("Could not refresh the cart", error);
    return;
  }
  for (const { product } of cart.products) cartProducts.set(product.id, dialogProduct(product));
  const { repriced, changes } = repriceLines(lines, cart);
  // Only the lines that were sent are re-priced; a line added meanwhile is left as it is.
  const current = useCart.getState().lines;
  const next = current.flatMap((line) => (repriced.has(line) ? (repriced.get(line) ?? []) : [line]));
  if (JSON.stringify(next) !== JSON.stringify(current)) setLines(next);
  for (const change of changes) toast.info(change);
}
