// POST /api/customize/upload-slide-image – a slider image from a file (image) or slideImageUrl, with an optional title
// and subtitle, linked to a product or category (admin)
import { slideSchema } from "@/lib/domain/validation/slide";
import { withAdmin } from "@/lib/server/api/handler";
import { oneImage, readFields } from "@/lib/server/api/multipart";
import { parseForm } from "@/lib/server/api/parse";
import { createSlide } from "@/lib/server/slides";

export const POST = withAdmin(async ({ request }) => {
  const { fields, files } = await readFields(request, oneImage);
  const input = parseForm(slideSchema, fields);
  const { slideImageUrl, ...rest } = input;
  await createSlide({ imageUrl: slideImageUrl, ...rest }, files("image"));
  return { success: "Image uploaded successfully!" };
});
