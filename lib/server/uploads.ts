import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { UploadFolder } from "@/lib/domain/images";
import { contentTypes, imageKindOfName } from "./storage/image-check";
import { isStoredImageName, uploadFolderPath } from "./storage/local";

const folders: readonly UploadFolder[] = ["products", "categories", "customize"];

export function isUploadFolder(value: string): value is UploadFolder {
  return (folders as readonly string[]).includes(value);
}

/** A stored upload's bytes and content type, or null when there is no such file (a file still being written is none). */
export async function readUpload(
  folder: UploadFolder,
  file: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const kind = imageKindOfName(file);
  if (!isStoredImageName(file) || !kind) return null;
  try {
    return { body: await readFile(path.join(uploadFolderPath(folder), file)), contentType: contentTypes[kind] };
  } catch {
    return null;
  }
}
