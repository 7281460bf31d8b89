import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import type { UploadFolder } from "@/lib/domain/images";
import { env } from "../env";
import { checkImageBytes, imageKindOfName, type CheckedImage } from "./image-check";
import type { ImageStorage } from "./types";

// A picture is written whole under a temporary name beside its final one and then renamed, so a reader
// (the listing, the uploads route, another instance sharing the folder) sees all of it or none.
const temporaryName = (name: string) => `.${name}.tmp`;
const isTemporary = (name: string) => name.startsWith(".") && name.endsWith(".tmp");
/** A temporary file older than this was left by a process that stopped while writing it. */
const abandonedAfterMs = 60 * 60 * 1000;
/** Files decoded at once by a listing that meets files it has not checked yet. */
const listingChecks = 2;

/** A leading dot is a temporary file's. */
export function isStoredImageName(name: string): boolean {
  return name === path.basename(name) && !name.startsWith(".") && imageKindOfName(name) !== null;
}

export const uploadFolderPath = (folder: UploadFolder) => path.join(env.UPLOAD_DIR, folder);

const discard = (file: string) =>
  rm(file, { force: true }).catch((error: unknown) => console.error(`Could not remove ${file}`, error));

async function writeWhole(directory: string, name: string, bytes: Uint8Array): Promise<void> {
  const temporary = path.join(directory, temporaryName(name));
  try {
    await writeFile(temporary, bytes, { flag: "wx", flush: true });
    await rename(temporary, path.join(directory, name));
  } catch (error) {
    await discard(temporary);
    throw error;
  }
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Whether a stored file decodes as the image its name says, by path, size and modification time: a file
// is decoded once per process, and again only once it has changed.
const verdicts = new LRUCache<string, boolean>({ max: 20_000 });
const verdictKey = (file: string, size: number, modifiedMs: number) => `${file}\u0000${size}\u0000${modifiedMs}`;

async function decodesWhole(file: string): Promise<boolean> {
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return false;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return false;
    const key = verdictKey(file, stats.size, stats.mtimeMs);
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      const bytes = await handle.readFile();
      verdict = await checkImageBytes(path.basename(file), bytes).then(
        (kind) => kind === imageKindOfName(file),
        () => false,
      );
      verdicts.set(key, verdict);
    }
    return verdict;
  } catch {
    // A file that cannot be read now is left out of this listing, not judged.
    return false;
  } finally {
    await handle.close();
  }
}

async function rememberDecodes(file: string): Promise<void> {
  const stats = await stat(file).catch(() => null);
  if (stats) verdicts.set(verdictKey(file, stats.size, stats.mtimeMs), true);
}

async function removeIfAbandoned(file: string): Promise<void> {
  const stats = await stat(file).catch(() => null);
  if (stats && Date.now() - stats.mtimeMs > abandonedAfterMs) await discard(file);
}

async function mapAtMost<T, R>(items: T[], width: number, check: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await check(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}

/**
 * Files under UPLOAD_DIR/<folder>/ with server-chosen names, served by app/uploads. A save is all or
 * nothing: when one file cannot be written, those already in place are removed and the error thrown.
 */
export const localStorage: ImageStorage = {
  async save(folder: UploadFolder, images: CheckedImage[]) {
    const directory = uploadFolderPath(folder);
    const placed: string[] = [];
    try {
      await mkdir(directory, { recursive: true });
      for (const image of images) {
        const name = `${Date.now().toString(36)}-${randomBytes(8).toString("hex")}.${image.kind}`;
        await writeWhole(directory, name, image.bytes);
        placed.push(name);
      }
      // The renames reach the disk before the database names the files.
      await syncDirectory(directory);
    } catch (error) {
      await Promise.all(placed.map((name) => discard(path.join(directory, name))));
      throw error;
    }
    await Promise.all(placed.map((name) => rememberDecodes(path.join(directory, name))));
    return placed;
  },
  /** The stored pictures that decode whole: never a temporary file, an empty one or a truncated one. */
  async list(folder: UploadFolder) {
    const directory = uploadFolderPath(folder);
    const names = await readdir(directory).catch(() => [] as string[]);
    await Promise.all(names.filter(isTemporary).map((name) => removeIfAbandoned(path.join(directory, name))));
    const candidates = names.filter(isStoredImageName).sort();
    const decodes = await mapAtMost(candidates, listingChecks, (name) => decodesWhole(path.join(directory, name)));
    return candidates.filter((_, index) => decodes[index]);
  },
  async remove(folder: UploadFolder, stored: string[]) {
    // Absolute URLs live elsewhere; only plain names are ours to delete.
    for (const name of stored)
      if (isStoredImageName(name)) await rm(path.join(uploadFolderPath(folder), name), { force: true });
  },
};
