// POST /api/product/update-order – set a product's featured order (a number from 1, or empty for none) (admin)
import { featuredOrderSchema } from "@/lib/domain/validation/product";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { setFeaturedOrder } from "@/lib/server/catalog/admin-products";

export const POST = withAdmin(async ({ request }) => {
  const { pId, featuredOrder } = parseForm(featuredOrderSchema, await readJsonObject(request));
  await setFeaturedOrder(pId, featuredOrder);
  return { success: "Featured order updated" };
});
