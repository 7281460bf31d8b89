import "server-only";
import { fromLegacyProductFields } from "@/lib/contract/requests";
import { imageUrlFieldSchema, productFieldsSchema, removedImagesSchema } from "@/lib/domain/validation/product";
import { readFields } from "./multipart";
import { parseForm } from "./parse";

// The fields the original API's product form did not have.
const keepable = ["featuredOrder", "hasWeightSelection"] as const;

/**
 * The add/edit product form, multipart or JSON, in the legacy field names. Every file is an image of
 * the product (our form sends pImage or pEditImages; the original API took any field name). The
 * fields the form did not send at all are listed in `unsent`: an edit keeps their values (the
 * original's form has no featured order or weight selection).
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
