import { z } from "zod";
import { idSchema } from "./catalog";

const required = "Rating and review must be required";

export const reviewFormSchema = z.object({
  rating: z.coerce.number({ error: required }).int(required).min(1, required).max(5, "Rating must be from 1 to 5"),
  review: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(1000, "Please keep the review under 1000 characters"),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

export const addReviewSchema = reviewFormSchema.extend({ pId: idSchema("Product id"), uId: z.unknown().optional() });
export const deleteReviewSchema = z.object({ rId: idSchema("Review id"), pId: idSchema("Product id").optional() });
