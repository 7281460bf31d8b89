import { z } from "zod";
import { blankToUndefined } from "./fields";
import { imageUrlFieldSchema } from "./product";

export const missingSlideImage = "Please select an image file or provide a Cloudinary URL.";

/** The slide form: an uploaded image or an image URL, linked to a product or a category. */
export const slideSchema = z.object({
  slideImageUrl: imageUrlFieldSchema,
  productId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  categoryId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
});
