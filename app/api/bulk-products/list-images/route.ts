// GET /api/bulk-products/list-images – the product images already stored, for the CSV's images column (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { listStoredImages } from "@/lib/server/storage";

export const GET = withAdmin(async () => {
  const images = await listStoredImages("products");
  return { success: true, images: images.map((filename) => ({ filename })), totalImages: images.length };
});
