import "server-only";
import { badRequest } from "./errors";
import { assertNoNulCharacters, readJsonObject } from "./handler";

export interface RequestFields {
  fields: Record<string, unknown>;
  files: (name: string) => File[];
}

/**
 * The body of a call that takes multipart (with files) or JSON: text fields as an object, and the
 * uploaded files by field name. Anything else is a 400.
 */
export async function readFields(request: Request): Promise<RequestFields> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    const fields = await readJsonObject(request);
    return { fields, files: () => [] };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("The request body must be a multipart form.");
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  assertNoNulCharacters(fields);
  return {
    fields,
    // An empty file input still sends a nameless, empty part: that is no file.
    files: (name) => form.getAll(name).filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== "")),
  };
}
