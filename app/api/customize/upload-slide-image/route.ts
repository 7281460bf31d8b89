// POST /api/customize/upload-slide-image – a slider image from a file (image) or slideImageUrl, linked to a product or category (admin)
import { z } from "zod";
import { blankToUndefined } from "@/lib/domain/validation/fields";
import { imageUrlFieldSchema } from "@/lib/domain/validation/product";
import { withApi } from "@/lib/server/api/handler";
import { readFields } from "@/lib/server/api/multipart";
import { parseForm } from "@/lib/server/api/parse";
import { createSlide } from "@/lib/server/slides";

const slideSchema = z.object({
  slideImageUrl: imageUrlFieldSchema,
  productId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  categoryId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
});

export const POST = withApi(
  async ({ request }) => {
    const { fields, files } = await readFields(request);
    const input = parseForm(slideSchema, fields);
    await createSlide({ imageUrl: input.slideImageUrl, productId: input.productId, categoryId: input.categoryId }, files("image"));
    return { success: "Image uploaded successfully!" };
  },
  { access: "admin" },
);
