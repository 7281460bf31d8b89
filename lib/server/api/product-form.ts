import "server-only";
import { fromLegacyProductFields } from "@/lib/contract/requests";
import {
  imageUrlFieldSchema,
  productFieldsSchema,
  removedImagesSchema,
  type ProductFields,
} from "@/lib/domain/validation/product";
import { readFields } from "./multipart";
import { parseForm } from "./parse";

// The fields the original API's product form did not have (and the Urdu texts, which older
// clients of ours do not send), by the request's name for each: not sent, they keep their values.
const keepable = {
  featuredOrder: "featuredOrder",
  hasWeightSelection: "hasWeightSelection",
  pNameUr: "nameUr",
  pDescriptionUr: "descriptionUr",
} as const satisfies Record<string, keyof ProductFields>;

/**
 * Every file is an image of the product (the original API took any field name). Fields not sent at
 * all are listed in `unsent`, so an edit keeps their values.
 */
export async function readProductForm(request: Request) {
  const { fields, allFiles } = await readFields(request);
  const product = parseForm(productFieldsSchema, fromLegacyProductFields(fields));
  return {
    fields,
    product,
    unsent: Object.entries(keepable).flatMap(([sent, field]) => (sent in fields ? [] : [field])),
    imageUrl: parseForm(imageUrlFieldSchema, fields.cloudinaryUrl),
    /** Edit only: current images to drop when no new ones replace them all. */
    removedImages: parseForm(removedImagesSchema, fields.removeImages),
    files: allFiles(),
  };
}
