import { z } from "zod";
import { blankToUndefined, urduText } from "./fields";
import { imageUrlFieldSchema } from "./product";

export const missingSlideImage = "Please select an image file or provide a Cloudinary URL.";

/**
 * How long a slide's words may be, in either language: a headline on one or two lines of a phone,
 * and a line under it.
 */
export const slideTextLimits = { title: 60, subtitle: 120 } as const;

/** Trimmed, and left out when blank: a slide may show its picture alone. */
const optionalWords = (text: z.ZodString) =>
  z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.trim()) : blankToUndefined(value)),
    text.optional(),
  );

const slideText = (max: number) => optionalWords(z.string().max(max, `Please keep it under ${max} characters`));

export const slideSchema = z.object({
  slideImageUrl: imageUrlFieldSchema,
  title: slideText(slideTextLimits.title),
  subtitle: slideText(slideTextLimits.subtitle),
  // Added after the legacy contract: its clients leave them out, and the Urdu home page shows the English words.
  titleUr: optionalWords(urduText("title", slideTextLimits.title)),
  subtitleUr: optionalWords(urduText("subtitle", slideTextLimits.subtitle)),
  productId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  categoryId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
});
