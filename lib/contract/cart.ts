// POST /api/product/cart-product: the stored cart re-priced by the server, grouped by product, each
// product in the legacy shape with its cartItems; lines whose product is gone come back in `missing`.
import type { CartLine, RepricedCart } from "@/lib/domain/cart";
import { isWeight, type Weight } from "@/lib/domain/pricing";
import { fromLegacyProduct, toLegacyProduct } from "./catalog";

export function toLegacyRepricedCart(cart: RepricedCart) {
  return {
    Products: cart.products.map(({ product, items }) => ({
      ...toLegacyProduct(product),
      cartItems: items.map((item) => ({
        weight: item.weight ?? "",
        quantity: item.quantity,
        price: item.price,
        subtotal: (item.price * item.quantity).toFixed(2),
        originalPrice: item.originalPrice,
        available: item.available,
      })),
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      totalPrice: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    })),
    missing: cart.missing.map((line) => ({ id: line.id, weight: line.weight ?? "" })),
  };
}

export type LegacyRepricedCart = ReturnType<typeof toLegacyRepricedCart>;

const weightOf = (text: string): Weight | null => (isWeight(text) ? text : null);

export function fromLegacyRepricedCart(answer: LegacyRepricedCart): RepricedCart {
  return {
    products: answer.Products.map(({ cartItems, totalQuantity, totalPrice, ...product }) => ({
      product: fromLegacyProduct(product),
      items: cartItems.map((item) => ({
        weight: weightOf(item.weight),
        quantity: item.quantity,
        price: item.price,
        originalPrice: item.originalPrice,
        available: item.available,
      })),
    })),
    missing: answer.missing.map((line) => ({ id: line.id, weight: weightOf(line.weight) })),
  };
}

export function toLegacyCartRequest(lines: Pick<CartLine, "id" | "weight" | "quantity">[]) {
  return { cart: lines.map((line) => ({ id: line.id, weight: line.weight ?? "", quantity: line.quantity })) };
}
