import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { UploadFolder } from "@/lib/domain/images";
import { env } from "./env";

const folders: readonly UploadFolder[] = ["products", "categories", "customize"];

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

export function isUploadFolder(value: string): value is UploadFolder {
  return (folders as readonly string[]).includes(value);
}

/** A stored upload's bytes and content type, or null when there is no such file. */
export async function readUpload(
  folder: UploadFolder,
  file: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  // Only plain file names: anything with a path separator or a leading dot is not ours.
  if (file !== path.basename(file) || file.startsWith(".")) return null;
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    return { body: await readFile(path.join(env.UPLOAD_DIR, folder, file)), contentType };
  } catch {
    return null;
  }
}
