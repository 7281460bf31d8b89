import "server-only";
import { invalid } from "@/lib/domain/errors";
import type { UploadFolder } from "@/lib/domain/images";
import { checkImages, ImageRejected } from "./image-check";
import { localStorage } from "./local";
import type { ImageStorage } from "./types";
import { uploadthingStorage } from "./uploadthing";

let chosen: ImageStorage | undefined;

/** uploadthing when UPLOADTHING_TOKEN is set, the local disk otherwise. */
export function imageStorage(): ImageStorage {
  chosen ??= process.env.UPLOADTHING_TOKEN
    ? uploadthingStorage({ token: process.env.UPLOADTHING_TOKEN, apiUrl: process.env.UPLOADTHING_API_URL })
    : localStorage;
  return chosen;
}

/** Checks the files are images and stores them; a rejected file is a 400 with its reason and nothing is stored. */
export async function storeImages(folder: UploadFolder, files: File[]): Promise<string[]> {
  if (files.length === 0) return [];
  try {
    return await imageStorage().save(folder, await checkImages(files));
  } catch (error) {
    if (error instanceof ImageRejected) throw invalid(error.message);
    throw error;
  }
}

/** Removes stored images; a failure is logged, never thrown (the database change already happened). */
export async function removeImages(folder: UploadFolder, stored: (string | null | undefined)[]): Promise<void> {
  const names = stored.filter((value): value is string => Boolean(value));
  if (names.length === 0) return;
  await imageStorage()
    .remove(folder, names)
    .catch((error: unknown) => console.error(`Could not remove stored ${folder} images`, error));
}

export function listStoredImages(folder: UploadFolder): Promise<string[]> {
  return imageStorage().list(folder);
}
