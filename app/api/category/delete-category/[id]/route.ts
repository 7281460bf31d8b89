// DELETE /api/category/delete-category/{id} – delete a category; its products stay, uncategorised (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { deleteCategory } from "@/lib/server/catalog/admin-categories";

export const DELETE = withAdmin<{ id: string }>(async ({ params }) => {
  const { uncategorised } = await deleteCategory(params.id);
  return { success: "Category deleted successfully!", uncategorisedProducts: uncategorised };
});
