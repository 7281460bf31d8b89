import { z } from "zod";
import { blankToUndefined } from "./fields";
import { imageUrlFieldSchema } from "./product";

export const missingSlideImage = "Please select an image file or provide a Cloudinary URL.";

/** How long a slide's words may be: a headline on one or two lines of a phone, and a line under it. */
export const slideTextLimits = { title: 60, subtitle: 120 } as const;

const slideText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.trim()) : blankToUndefined(value)),
    z.string().max(max, `Please keep it under ${max} characters`).optional(),
  );

export const slideSchema = z.object({
  slideImageUrl: imageUrlFieldSchema,
  title: slideText(slideTextLimits.title),
  subtitle: slideText(slideTextLimits.subtitle),
  productId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  categoryId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
});
