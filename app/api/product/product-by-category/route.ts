// POST /api/product/product-by-category – visible products of an active category ({ Products }), 404 if unknown
import { toLegacyProduct } from "@/lib/contract/catalog";
import { notFound } from "@/lib/domain/errors";
import { productByCategorySchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { getVisibleCategory, listCategoryProducts } from "@/lib/server/catalog";

export const POST = withApi(async ({ request }) => {
  const { catId } = parseBody(productByCategorySchema, await readJsonObject(request));
  if (!(await getVisibleCategory(catId))) throw notFound("Category not found");
  const products = await listCategoryProducts(catId);
  return { Products: products.map(toLegacyProduct) };
});
