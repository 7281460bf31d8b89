// POST /api/bulk-products/upload-images – product images for a bulk import, checked by content (admin); answers
// { originalName, filename } for each, and names given twice in one upload (the CSV may use either name)
import { bulkMessages } from "@/lib/domain/bulk";
import { refused } from "@/lib/domain/errors";
import { withAdmin } from "@/lib/server/api/handler";
import { readFields } from "@/lib/server/api/multipart";
import { storeBulkImages } from "@/lib/server/bulk/images";

export const POST = withAdmin(async ({ request }) => {
  const { files } = await readFields(request);
  const images = files("images");
  if (images.length === 0) throw refused(bulkMessages.noImages);
  const stored = await storeBulkImages(images);
  return { success: true, images: stored.images, totalImages: stored.images.length, duplicates: stored.duplicates };
});
