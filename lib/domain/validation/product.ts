// The product form, shared by the add/edit modals, their handlers and each row of the bulk CSV import.
import { z } from "zod";
import { blankToUndefined, catalogStatusSchema, flag, imageUrlSchema, requiredText, urduText } from "./fields";

/**
 * The form's numbers are decimal text (a sign, so that "-5" gets its own message) or, from an API
 * client, JSON numbers. Number() would also read "0x10", "1e3" and "Infinity": those are not numbers
 * here, so the form, its handler and every bulk CSV row accept exactly the same ones.
 */
const decimalText = /^-?(\d+(\.\d+)?|\.\d+)$/;
const decimalOnly = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !decimalText.test(value.trim()) ? Number.NaN : value;

const featuredOrderNumberSchema = z.preprocess(
  decimalOnly,
  z.coerce
    .number({ error: "Featured order must be a number" })
    .int("Featured order must be a whole number")
    .min(1, "Featured order must be at least 1")
    .max(1_000_000),
);

export const productFieldsSchema = z.object({
  name: requiredText("Product name is required"),
  description: z.string().trim().max(5000, "Please keep the description under 5000 characters").default(""),
  nameUr: urduText("name", 200).default(""),
  descriptionUr: urduText("description", 5000).default(""),
  price: z.preprocess(
    decimalOnly,
    z.coerce
      .number({ error: "Price must be a number" })
      .int("Price must be a whole number of rupees")
      .positive("Price must be greater than 0")
      .max(10_000_000, "Price is too large"),
  ),
  stock: z.preprocess(
    decimalOnly,
    z.coerce
      .number({ error: "Stock must be a number" })
      .min(0, "Stock cannot be negative")
      .max(1_000_000, "Stock is too large")
      // Read as the number's shortest decimal text: 2.01 * 1000 is 2009.9999999999998 in floats.
      .refine((stock) => /^-?\d+(\.\d{1,3})?$/.test(String(stock)), "Stock can have at most 3 decimals"),
  ),
  offer: z.preprocess(
    (value) => decimalOnly(blankToUndefined(value)),
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
