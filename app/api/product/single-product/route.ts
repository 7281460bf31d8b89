// POST /api/product/single-product – one visible product with its reviews ({ Product }), 404 if unknown
import { toLegacyProduct } from "@/lib/contract/catalog";
import { notFound } from "@/lib/domain/errors";
import { singleProductSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { getVisibleProduct } from "@/lib/server/catalog";

export const POST = withApi(async ({ request }) => {
  const { pId } = parseBody(singleProductSchema, await readJsonObject(request));
  const product = await getVisibleProduct(pId);
  if (!product) throw notFound("Product not found");
  return { Product: toLegacyProduct(product) };
});
