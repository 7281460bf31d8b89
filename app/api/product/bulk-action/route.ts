// POST /api/product/bulk-action – { action: "enable" | "disable" | "delete", ids } for the products selected in
// the admin's list (at most a page of them) (admin)
import { productBulkActionSchema } from "@/lib/domain/validation/admin-product-list";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { applyToProducts } from "@/lib/server/catalog/admin-products";

export const POST = withAdmin(async ({ request }) => {
  const { action, ids } = parseBody(productBulkActionSchema, await readJsonObject(request));
  return { success: await applyToProducts(ids, action) };
});
