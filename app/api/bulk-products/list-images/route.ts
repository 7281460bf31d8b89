// GET /api/bulk-products/list-images – the product images already stored, with the names they were uploaded with
// when known, for the CSV's images column (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { listBulkImages } from "@/lib/server/bulk/images";

export const GET = withAdmin(async () => {
  const images = await listBulkImages();
  return { success: true, images, totalImages: images.length };
});
