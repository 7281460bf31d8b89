import { z } from "zod";
import { blankToUndefined, catalogStatusSchema, imageUrlSchema, requiredText } from "./fields";

export const missingCategoryImage = "Please upload a category image or provide a Cloudinary URL";

export const categoryFieldsSchema = z.object({
  cName: requiredText("Category name is required", 100),
  cDescription: z.string().trim().max(1000, "Please keep the description under 1000 characters").default(""),
  cStatus: catalogStatusSchema.default("Active"),
  cImageUrl: z.preprocess(blankToUndefined, imageUrlSchema.optional()),
});

export const categoryUpdateSchema = categoryFieldsSchema
  .omit({ cName: true })
  .extend({ cName: z.preprocess(blankToUndefined, requiredText("Category name is required", 100).optional()) });

export type CategoryFormInput = z.input<typeof categoryFieldsSchema>;
