// POST /api/product/cart-product – re-prices a stored cart: each product with its cartItems, server prices and stock
import { cartProductSchema } from "@/lib/domain/validation/cart";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { packsInStock } from "@/lib/domain/cart";
import { priceLines } from "@/lib/server/cart";
import { toLegacyProduct } from "@/lib/server/catalog";

export const POST = withApi(async ({ request }) => {
  const { cart } = parseBody(cartProductSchema, await readJsonObject(request));
  const { priced, missing } = await priceLines(cart);
  const products = new Map<
    string,
    ReturnType<typeof toLegacyProduct> & { cartItems: unknown[]; totalQuantity: number; totalPrice: number }
  >();
  for (const line of priced) {
    const entry = products.get(line.product.id) ?? {
      ...toLegacyProduct(line.product),
      cartItems: [],
      totalQuantity: 0,
      totalPrice: 0,
    };
    const subtotal = line.price * line.quantity;
    entry.cartItems.push({
      weight: line.weight ?? "",
      quantity: line.quantity,
      price: line.price,
      subtotal: subtotal.toFixed(2),
      originalPrice: line.originalPrice,
      available: packsInStock(line.product.stock, line.weight),
    });
    entry.totalQuantity += line.quantity;
    entry.totalPrice += subtotal;
    products.set(line.product.id, entry);
  }
  return {
    Products: [...products.values()],
    missing: missing.map((line) => ({ id: line.id, weight: line.weight ?? "" })),
  };
});
