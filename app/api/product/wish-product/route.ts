// POST /api/product/wish-product – the visible products among the wishlisted ids ({ Products })
import { toLegacyProduct } from "@/lib/contract/catalog";
import { wishProductSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { listProductsByIds } from "@/lib/server/catalog";

export const POST = withApi(async ({ request }) => {
  const { productArray } = parseBody(wishProductSchema, await readJsonObject(request));
  const products = productArray.length ? await listProductsByIds([...new Set(productArray)]) : [];
  return { Products: products.map(toLegacyProduct) };
});
