// Uploads are images only, recognised by their first bytes, never by their name or declared type.
import "server-only";
import sharp from "sharp";
import { maxImageBytes, maxImageMegapixels, maxImageSide, maxImagesPerRequest } from "@/lib/domain/input-limits";

export type ImageKind = "jpg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const contentTypes: Record<ImageKind, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  kind: ImageKind;
  originalName: string;
}

export class ImageRejected extends Error {}

/** The picture's size from its header (nothing is decoded): at most 10,000 px a side and 50 megapixels. */
async function checkDimensions(name: string, bytes: Uint8Array): Promise<void> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) throw new ImageRejected(`${name} is not a readable image.`);
  if (width > maxImageSide || height > maxImageSide || width * height > maxImageMegapixels * 1_000_000) {
    throw new ImageRejected(
      `${name} is ${width} × ${height} pixels: pictures may be at most ${maxImageSide.toLocaleString("en-US")} pixels a side and ${maxImageMegapixels} megapixels.`,
    );
  }
}

/**
 * Reads and checks uploaded files: each must be a JPEG, PNG or WebP of at most 5 MB and 50 megapixels, at most ten at
 * once.
 */
export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  if (files.length > maxImagesPerRequest)
    throw new ImageRejected(`Upload at most ${maxImagesPerRequest} images at a time.`);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > maxImageBytes) throw new ImageRejected(`${file.name} is larger than 5 MB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw new ImageRejected(`${file.name} is not a JPEG, PNG or WebP image.`);
    await checkDimensions(file.name, bytes);
    checked.push({ bytes, kind, originalName: file.name });
  }
  return checked;
}
