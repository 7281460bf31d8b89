// POST /api/product/product-by-price – the original API's call: visible products cheaper than { price }, dearest first
// ({ Products })
import { toLegacyProduct } from "@/lib/contract/catalog";
import { productByPriceSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { listProductsBelowPrice } from "@/lib/server/catalog";

export const POST = withApi(async ({ request }) => {
  const { price } = parseBody(productByPriceSchema, await readJsonObject(request));
  return { Products: (await listProductsBelowPrice(price)).map(toLegacyProduct) };
});
