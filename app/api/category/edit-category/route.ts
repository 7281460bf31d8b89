// POST /api/category/edit-category – the original API's category edit: { cId, cDescription, cStatus }, and
// cNameUr, cDescriptionUr, kept when not sent (admin)
import { idSchema } from "@/lib/domain/validation/catalog";
import { categoryUpdateSchema } from "@/lib/domain/validation/category";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody, parseForm } from "@/lib/server/api/parse";
import { updateCategory } from "@/lib/server/catalog/admin-categories";

export const POST = withAdmin(async ({ request }) => {
  const body = await readJsonObject(request);
  await updateCategory(parseBody(idSchema("Category id"), body.cId), parseForm(categoryUpdateSchema, body), []);
  return { success: "Category updated successfully!" };
});
