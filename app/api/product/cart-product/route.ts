// POST /api/product/cart-product – re-prices a stored cart: each product with its cartItems, server prices and stock
import { toLegacyRepricedCart } from "@/lib/contract/cart";
import { cartProductSchema } from "@/lib/domain/validation/cart";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { repriceCart } from "@/lib/server/cart";

export const POST = withApi(async ({ request }) => {
  const { cart } = parseBody(cartProductSchema, await readJsonObject(request));
  return toLegacyRepricedCart(await repriceCart(cart));
});
