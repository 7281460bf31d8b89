import "server-only";
import { maxImageBytes, maxImagesPerRequest, multipartLimit } from "@/lib/domain/input-limits";
import { assertSafeInput, readBodyBytes, readJsonObject } from "./body";
import { badRequest } from "./errors";

/** What a form with one image (a category, a slide) may carry. */
export const oneImage = { files: 1, fileBytes: maxImageBytes };

export interface RequestFields {
  fields: Record<string, unknown>;
  files: (name: string) => File[];
  allFiles: () => File[];
}

// An empty file input still sends a nameless, empty part: that is no file.
const isFile = (value: FormDataEntryValue): value is File =>
  typeof value !== "string" && (value.size > 0 || value.name !== "");

/** Multipart or JSON. A form is read only up to what its files may weigh (ten 5 MB images by default). */
export async function readFields(
  request: Request,
  limits: { files: number; fileBytes: number } = { files: maxImagesPerRequest, fileBytes: maxImageBytes },
): Promise<RequestFields> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    const fields = await readJsonObject(request);
    return { fields, files: () => [], allFiles: () => [] };
  }
  const bytes = await readBodyBytes(request, multipartLimit(limits.files, limits.fileBytes));
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("The request body must be a multipart form.");
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  assertSafeInput(fields);
  return {
    fields,
    files: (name) => form.getAll(name).filter(isFile),
    allFiles: () => [...form.values()].filter(isFile),
  };
}
