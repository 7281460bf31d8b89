// POST /api/product/delete-product – delete a product and its stored images; order lines keep their snapshot (admin)
import { z } from "zod";
import { idSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteProduct } from "@/lib/server/catalog/admin-products";

export const POST = withAdmin(async ({ request }) => {
  const { pId } = parseBody(z.object({ pId: idSchema("Product id") }), await readJsonObject(request));
  await deleteProduct(pId);
  return { success: "Product deleted successfully" };
});
