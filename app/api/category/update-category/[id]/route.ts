// PUT /api/category/update-category/{id} – multipart (cDescription, cNameUr, cDescriptionUr, cStatus, cImage,
// cImageUrl) or JSON; the Urdu texts keep their values when not sent (admin)
import { categoryUpdateSchema } from "@/lib/domain/validation/category";
import { withAdmin } from "@/lib/server/api/handler";
import { oneImage, readFields } from "@/lib/server/api/multipart";
import { parseForm } from "@/lib/server/api/parse";
import { updateCategory } from "@/lib/server/catalog/admin-categories";

export const PUT = withAdmin<{ id: string }>(async ({ request, params }) => {
  const { fields, files } = await readFields(request, oneImage);
  await updateCategory(params.id, parseForm(categoryUpdateSchema, fields), files("cImage"));
  return { success: "Category updated successfully!" };
});
