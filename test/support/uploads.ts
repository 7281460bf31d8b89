// Multipart bodies as the admin's forms send them: pictures, CSV files and the forms around them.
import sharp from "sharp";

/** A real PNG picture, size × size pixels of one colour. */
export function pngBytes(size = 8, background = "#a0522d"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

export function pngFile(bytes: Buffer, name = "photo.png"): File {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** A multipart form: the text fields, then every file of each file field. */
export function formData(fields: Record<string, string>, files: Record<string, File[]> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, list] of Object.entries(files)) for (const entry of list) body.append(key, entry);
  return body;
}

/**
 * The bulk import's columns as its template named them before the optional Urdu ones (nameUr,
 * descriptionUr, now last): a file made from that template still imports.
 */
export const bulkCsvHeader =
  "name,description,price,stock,offer,category,status,featuredOrder,hasWeightSelection,images";

/** The bulk import's form: one CSV file in the `bulkFile` field. */
export function csvForm(text: string, name = "products.csv", type = "text/csv"): FormData {
  return formData({}, { bulkFile: [new File([text], name, { type })] });
}
