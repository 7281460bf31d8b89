// POST /api/bulk-products/delete-images – { filenames } uploaded product images to delete; those a product uses are
// kept: { success, deleted, inUse } (admin)
import { z } from "zod";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteUnusedImages } from "@/lib/server/bulk/images";

const deleteImagesSchema = z.object({
  filenames: z
    .array(z.string().trim().min(1).max(255), { error: "Please select at least one image" })
    .min(1, "Please select at least one image")
    .max(1000, "Please delete at most 1,000 images at once"),
});

export const POST = withAdmin(async ({ request }) => {
  const { filenames } = parseBody(deleteImagesSchema, await readJsonObject(request));
  const { deleted, inUse } = await deleteUnusedImages(filenames);
  const count = deleted.length === 1 ? "1 image" : `${deleted.length} images`;
  const kept = inUse.length ? `; ${inUse.length} in use kept` : "";
  return { success: `${count} deleted${kept}`, deleted, inUse };
});
