// POST /api/category/add-category – multipart cImage or cImageUrl, cName, cDescription, cNameUr, cDescriptionUr,
// cStatus (admin)
import { categoryFieldsSchema } from "@/lib/domain/validation/category";
import { withAdmin } from "@/lib/server/api/handler";
import { oneImage, readFields } from "@/lib/server/api/multipart";
import { parseForm } from "@/lib/server/api/parse";
import { createCategory } from "@/lib/server/catalog/admin-categories";

export const POST = withAdmin(async ({ request }) => {
  const { fields, files } = await readFields(request, oneImage);
  await createCategory(parseForm(categoryFieldsSchema, fields), files("cImage"));
  return { success: "Category created successfully" };
});
