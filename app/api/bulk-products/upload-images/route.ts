// POST /api/bulk-products/upload-images – product images for a bulk import, checked by content (admin)
import { bulkMessages } from "@/lib/domain/bulk";
import { refused } from "@/lib/domain/errors";
import { withAdmin } from "@/lib/server/api/handler";
import { readFields } from "@/lib/server/api/multipart";
import { storeImages } from "@/lib/server/storage";

export const POST = withAdmin(async ({ request }) => {
  const { files } = await readFields(request);
  const images = files("images");
  if (images.length === 0) throw refused(bulkMessages.noImages);
  const stored = await storeImages("products", images);
  return {
    success: true,
    images: stored.map((filename, index) => ({ originalName: images[index]!.name, filename })),
    totalImages: stored.length,
  };
});
