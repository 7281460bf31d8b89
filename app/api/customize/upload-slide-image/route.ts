// POST /api/customize/upload-slide-image – a slider image from a file (image) or slideImageUrl, linked to a product or
// category (admin)
import { slideSchema } from "@/lib/domain/validation/slide";
import { withAdmin } from "@/lib/server/api/handler";
import { oneImage, readFields } from "@/lib/server/api/multipart";
import { parseForm } from "@/lib/server/api/parse";
import { createSlide } from "@/lib/server/slides";

export const POST = withAdmin(async ({ request }) => {
  const { fields, files } = await readFields(request, oneImage);
  const input = parseForm(slideSchema, fields);
  await createSlide(
    { imageUrl: input.slideImageUrl, productId: input.productId, categoryId: input.categoryId },
    files("image"),
  );
  return { success: "Image uploaded successfully!" };
});
