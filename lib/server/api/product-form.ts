import "server-only";
import { fromLegacyProductFields } from "@/lib/contract/requests";
import { imageUrlFieldSchema, productFieldsSchema } from "@/lib/domain/validation/product";
import { readFields } from "./multipart";
import { parseForm } from "./parse";

/** The add/edit product form, multipart (pImage files) or JSON, in the legacy field names. */
export async function readProductForm(request: Request) {
  const { fields, files } = await readFields(request);
  return {
    fields,
    product: parseForm(productFieldsSchema, fromLegacyProductFields(fields)),
    imageUrl: parseForm(imageUrlFieldSchema, fields.cloudinaryUrl),
    files: [...files("pImage"), ...files("pEditImages"), ...files("pImages")],
  };
}
