// POST /api/category/delete-category – the original API's category delete: { cId } (admin)
import { idSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteCategory } from "@/lib/server/catalog/admin-categories";

export const POST = withAdmin(async ({ request }) => {
  const { cId } = await readJsonObject(request);
  const { uncategorised } = await deleteCategory(parseBody(idSchema("Category id"), cId));
  return { success: "Category deleted successfully!", uncategorisedProducts: uncategorised };
});
