import "server-only";
import { refused } from "@/lib/domain/errors";
import { unreferenced } from "../catalog/admin-products";
import { db } from "../db";
import { listStoredImages, removeImages, storeImages } from "../storage";

// The product images of a bulk import: stored under names the server chooses, and remembered with
// the names they had on the owner's computer, so the CSV can say "almonds.jpg".

const keyOf = (name: string) => name.trim().toLowerCase();

export interface BulkImage {
  originalName?: string;
  filename: string;
  /** Whether a product or a past order uses it (only in the library's list). */
  used?: boolean;
}

/**
 * Stores the images and their original names. Two files of one name (case aside) in one upload are
 * reported; a CSV naming it gets the later one, as it would after two separate uploads.
 */
export async function storeBulkImages(files: File[]): Promise<{ images: BulkImage[]; duplicates: string[] }> {
  const stored = await storeImages("products", files);
  const images = stored.map((filename, index) => ({ originalName: files[index]!.name, filename }));
  // One millisecond apart, in upload order: the latest of a name is the one a CSV gets.
  const now = Date.now();
  try {
    await db.uploadedImage.createMany({
      data: images.map((image, index) => ({
        ...image,
        originalKey: keyOf(image.originalName),
        uploadedAt: new Date(now + index),
      })),
      skipDuplicates: true,
    });
  } catch (error) {
    await removeImages("products", stored);
    throw error;
  }
  const counts = new Map<string, number>();
  for (const image of images) counts.set(keyOf(image.originalName), (counts.get(keyOf(image.originalName)) ?? 0) + 1);
  const duplicates = [...counts].flatMap(([key, count]) => {
    if (count < 2) return [];
    const last = images.findLast((image) => keyOf(image.originalName) === key)!;
    return [`"${last.originalName}" was uploaded more than once: the CSV gets the last one`];
  });
  return { images, duplicates };
}

export async function listBulkImages(): Promise<BulkImage[]> {
  const [stored, named] = await Promise.all([
    listStoredImages("products"),
    db.uploadedImage.findMany({ select: { filename: true, originalName: true } }),
  ]);
  const unused = new Set(await unreferenced(stored));
  const originals = new Map(named.map((image) => [image.filename, image.originalName]));
  return stored.map((filename) => {
    const originalName = originals.get(filename);
    return { ...(originalName ? { originalName } : {}), filename, used: !unused.has(filename) };
  });
}

/** The library's clean-up: images in use are kept and named in the answer. */
export async function deleteUnusedImages(filenames: string[]): Promise<{ deleted: string[]; inUse: string[] }> {
  const stored = new Set(await listStoredImages("products"));
  const named = [...new Set(filenames)].filter((name) => stored.has(name));
  const deleted = await unreferenced(named);
  const inUse = named.filter((name) => !deleted.includes(name));
  if (deleted.length === 0)
    throw refused(inUse.length ? "These images are used by products or orders and were kept" : "No such image");
  await db.uploadedImage.deleteMany({ where: { filename: { in: deleted } } });
  await removeImages("products", deleted);
  return { deleted, inUse };
}

/** A stored name itself, or the latest upload of that original name whose file is still there. */
export async function resolveImageNames(names: string[]): Promise<Map<string, string>> {
  const stored = new Set(await listStoredImages("products"));
  const uploads = await db.uploadedImage.findMany({
    where: { originalKey: { in: [...new Set(names.map(keyOf))] } },
    orderBy: { uploadedAt: "desc" },
    select: { filename: true, originalKey: true },
  });
  const latest = new Map<string, string>();
  for (const upload of uploads)
    if (stored.has(upload.filename) && !latest.has(upload.originalKey)) latest.set(upload.originalKey, upload.filename);
  const resolved = new Map<string, string>();
  for (const name of names) {
    const filename = stored.has(name) ? name : latest.get(keyOf(name));
    if (filename) resolved.set(name, filename);
  }
  return resolved;
}
