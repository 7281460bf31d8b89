// POST /api/product/add-product – multipart pImage files or JSON with cloudinaryUrl, and the product fields (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { readProductForm } from "@/lib/server/api/product-form";
import { createProduct } from "@/lib/server/catalog/admin-products";

export const POST = withAdmin(async ({ request }) => {
  const { product, imageUrl, files } = await readProductForm(request);
  const id = await createProduct(product, files, imageUrl);
  return { success: "Product created successfully", productId: id };
});
