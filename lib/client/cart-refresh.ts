"use client";
import type { CartLine } from "@/lib/domain/cart";
import { postJson } from "./api";
import { useCart } from "./cart-store";
import { dialogProductFromLegacy, type DialogProduct } from "./dialog-product";
import { toast } from "./toast-store";

interface CartProductResponse {
  Products?: (Parameters<typeof dialogProductFromLegacy>[0] & {
    cartItems: { weight: string; price: number; originalPrice: number; available: number }[];
  })[];
}

/** Products of the cart as the server last priced them, for the dialog's edit mode. */
export const cartProducts = new Map<string, DialogProduct>();

/**
 * Re-prices the stored cart on the server: prices come from the server, lines whose product is gone
 * or hidden drop out, quantities are cut to the stock. The shopper is told what changed.
 */
export async function refreshCart(): Promise<void> {
  const { lines, setLines } = useCart.getState();
  if (lines.length === 0) return;
  let response: CartProductResponse;
  try {
    response = await postJson<CartProductResponse>("/api/product/cart-product", {
      cart: lines.map((line) => ({ id: line.id, weight: line.weight ?? "", quantity: line.quantity })),
    });
  } catch (error) {
    console.error("Could not refresh the cart", error);
    return;
  }
  if (!response.Products) return;
  const byId = new Map(response.Products.map((product) => [product._id, product]));
  const changes: string[] = [];
  // Only the lines that were sent are re-priced; a line added meanwhile is left as it is.
  const repriced = new Map<CartLine, CartLine | null>();
  for (const line of lines) {
    const product = byId.get(line.id);
    const item = product?.cartItems.find((entry) => (entry.weight || undefined) === line.weight);
    if (!product || !item) {
      changes.push(`${line.name} is no longer available and was removed from your cart`);
      repriced.set(line, null);
      continue;
    }
    cartProducts.set(product._id, dialogProductFromLegacy(product));
    if (item.available <= 0) {
      changes.push(`${line.name} is out of stock and was removed from your cart`);
      repriced.set(line, null);
      continue;
    }
    const quantity = Math.min(line.quantity, item.available);
    if (quantity < line.quantity)
      changes.push(`Only ${quantity} of ${line.name} ${line.weight ?? ""} left: your cart was updated`);
    repriced.set(line, {
      ...line,
      name: product.pName,
      price: item.price,
      originalPrice: item.originalPrice,
      quantity,
    });
  }
  const current = useCart.getState().lines;
  const next = current.flatMap((line) => (repriced.has(line) ? (repriced.get(line) ?? []) : [line]));
  if (JSON.stringify(next) !== JSON.stringify(current)) setLines(next);
  for (const change of changes) toast.info(change);
}
