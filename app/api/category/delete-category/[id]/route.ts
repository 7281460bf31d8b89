// DELETE /api/category/delete-category/{id} – delete a category; its products stay, uncategorised (admin)
import { withApi } from "@/lib/server/api/handler";
import { deleteCategory } from "@/lib/server/catalog/admin-categories";

export const DELETE = withApi<{ id: string }, "admin">(
  async ({ params }) => {
    const { uncategorised } = await deleteCategory(params.id);
    return { success: "Category deleted successfully!", uncategorisedProducts: uncategorised };
  },
  { access: "admin" },
);
