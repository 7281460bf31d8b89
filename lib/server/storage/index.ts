import "server-only";
import { invalid, storageFull, unavailable } from "@/lib/domain/errors";
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

const diskFullCodes = new Set(["ENOSPC", "EDQUOT"]);
export const diskFullMessage =
  "The server's disk for pictures is full: nothing was saved. Free some space or call the developer.";
export const storageFailedMessage =
  "The server could not save the pictures: nothing was saved. Try again in a minute; if it keeps failing, call the developer.";

/**
 * Checks the files are images and stores them, all or nothing: a rejected file is a 400 with its reason,
 * a full disk a 507 and any other failure to write a 503, and in each case nothing is stored.
 */
export async function storeImages(folder: UploadFolder, files: File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const images = await checkImages(files).catch((error: unknown) => {
    throw error instanceof ImageRejected ? invalid(error.message) : error;
  });
  try {
    return await imageStorage().save(folder, images);
  } catch (error) {
    console.error(`Storing ${images.length} ${folder} image(s) failed; nothing was kept`, error);
    const code = (error as NodeJS.ErrnoException | null)?.code;
    throw code && diskFullCodes.has(code) ? storageFull(diskFullMessage) : unavailable(storageFailedMessage);
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
