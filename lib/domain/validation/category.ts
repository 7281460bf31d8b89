import { z } from "zod";
import { blankToUndefined, catalogStatusSchema, imageUrlSchema, requiredText, urduText } from "./fields";

export const missingCategoryImage = "Please upload a category image or provide a Cloudinary URL";

const urduName = urduText("name", 100);
const urduDescription = urduText("description", 1000);

export const categoryFieldsSchema = z.object({
  cName: requiredText("Category name is required", 100),
  cDescription: z.string().trim().max(1000, "Please keep the description under 1000 characters").default(""),
  cNameUr: urduName.default(""),
  cDescriptionUr: urduDescription.default(""),
  cStatus: catalogStatusSchema.default("Active"),
  cImageUrl: z.preprocess(blankToUndefined, imageUrlSchema.optional()),
});

/** An edit: a name not sent keeps the category's, and so does an Urdu text not sent (clients older than it). */
export const categoryUpdateSchema = categoryFieldsSchema.omit({ cName: true }).extend({
  cName: z.preprocess(blankToUndefined, requiredText("Category name is required", 100).optional()),
  cNameUr: urduName.optional(),
  cDescriptionUr: urduDescription.optional(),
});

export type CategoryFormInput = z.input<typeof categoryFieldsSchema>;
