// The product form, shared by the add/edit modals, their handlers and each row of the bulk CSV import.
import { z } from "zod";
import { blankToUndefined, catalogStatusSchema, flag, imageUrlSchema, requiredText } from "./fields";

const featuredOrderNumberSchema = z.coerce
  .number({ error: "Featured order must be a number" })
  .int("Featured order must be a whole number")
  .min(1, "Featured order must be at least 1")
  .max(1_000_000);

export const productFieldsSchema = z.object({
  name: requiredText("Product name is required"),
  description: z.string().trim().max(5000, "Please keep the description under 5000 characters").default(""),
  price: z.coerce
    .number({ error: "Price must be a number" })
    .int("Price must be a whole number of rupees")
    .positive("Price must be greater than 0")
    .max(10_000_000, "Price is too large"),
  stock: z.coerce
    .number({ error: "Stock must be a number" })
    .min(0, "Stock cannot be negative")
    .max(1_000_000, "Stock is too large")
    .refine((stock) => Math.round(stock * 1000) === stock * 1000, "Stock can have at most 3 decimals"),
  offer: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Offer must be a number" })
      .int("Offer must be a whole percent")
      .min(0, "Offer cannot be negative")
      .max(100, "Offer cannot be more than 100%")
      .default(0),
  ),
  featuredOrder: z.preprocess(blankToUndefined, featuredOrderNumberSchema.optional()),
  status: catalogStatusSchema.default("Active"),
  categoryId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  hasWeightSelection: flag(true),
});
export type ProductFields = z.output<typeof productFieldsSchema>;
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

/** Every product has at least one image: the add form and each bulk CSV row are refused without one. */
export const missingProductImage =
  "Please provide either image files OR a Cloudinary URL. At least one image source is required.";

export const imageUrlFieldSchema = z.preprocess(blankToUndefined, imageUrlSchema.optional());

export const featuredOrderSchema = z.object({
  pId: z.string().min(1).max(64),
  featuredOrder: z.preprocess(blankToUndefined, featuredOrderNumberSchema.nullable().default(null)),
});

/** Edit Product: the current images the admin removed (stored names or URLs), sent as a JSON list. */
export const removedImagesSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === "") return [];
    try {
      return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
    } catch {
      return value;
    }
  },
  z.array(z.string().max(2048), { error: "The images to remove must be a list of image names" }).max(50),
);

export const lastImageRemoved = "A product needs at least one image: add a new one before removing the last";
