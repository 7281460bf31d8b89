// POST /api/product/edit-product – pId and the product fields; new images (files or URL) replace the old, or
// removeImages (a JSON list of current image names) drops some of them; featuredOrder, hasWeightSelection,
// pNameUr and pDescriptionUr keep their values when not sent (admin)
import { idSchema } from "@/lib/domain/validation/catalog";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { readProductForm } from "@/lib/server/api/product-form";
import { editProduct } from "@/lib/server/catalog/admin-products";

export const POST = withAdmin(async ({ request }) => {
  const { fields, product, unsent, imageUrl, removedImages, files } = await readProductForm(request);
  await editProduct(parseBody(idSchema("Product id"), fields.pId), product, {
    files,
    imageUrl,
    removedImages,
    keep: unsent,
  });
  return { success: "Product updated successfully" };
});
