import "server-only";
import { fromLegacyProductFields } from "@/lib/contract/requests";
import { imageUrlFieldSchema, productFieldsSchema, removedImagesSchema } from "@/lib/domain/validation/product";
import { readFields } from "./multipart";
import { parseForm } from "./parse";

// The fields the original API's product form did not have.
const keepable = ["featuredOrder", "hasWeightSelection"] as const;

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
    unsent: keepable.filter((name) => !(name in fields)),
    imageUrl: parseForm(imageUrlFieldSchema, fields.cloudinaryUrl),
    /** Edit only: current images to drop when no new ones replace them all. */
    removedImages: parseForm(removedImagesSchema, fields.removeImages),
    files: allFiles(),
  };
}
