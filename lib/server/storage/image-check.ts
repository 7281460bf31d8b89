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

const kindOfExtension: Record<string, ImageKind> = { jpg: "jpg", jpeg: "jpg", png: "png", webp: "webp" };

export function imageKindOfName(name: string): ImageKind | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && kindOfExtension[extension]) || null;
}

const kindOfFormat: Record<string, ImageKind> = { jpeg: "jpg", png: "png", webp: "webp" };

export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  kind: ImageKind;
  originalName: string;
}

export class ImageRejected extends Error {}

/**
 * Every pixel is decoded, so a truncated or damaged file is refused here rather than shown broken to
 * shoppers; the size is checked from the header before anything is decoded.
 */
export async function checkImageBytes(name: string, bytes: Uint8Array): Promise<ImageKind> {
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejected(`${name} is not a JPEG, PNG or WebP image.`);
  const { width, height, format } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, format: undefined }));
  if (!width || !height || kindOfFormat[format ?? ""] !== kind)
    throw new ImageRejected(`${name} is not a readable image.`);
  if (width > maxImageSide || height > maxImageSide || width * height > maxImageMegapixels * 1_000_000) {
    throw new ImageRejected(
      `${name} is ${width} × ${height} pixels: pictures may be at most ${maxImageSide.toLocaleString("en-US")} pixels a side and ${maxImageMegapixels} megapixels.`,
    );
  }
  // A cheaper decode (shrunk on load) can stop before the end of the file and miss a cut-off JPEG.
  await sharp(bytes, { failOn: "truncated", limitInputPixels: maxImageMegapixels * 1_000_000 })
    .raw()
    .toBuffer()
    .catch(() => {
      throw new ImageRejected(
        `${name} is incomplete or damaged: it could not be read to its end. Save or export it again and upload it once more.`,
      );
    });
  return kind;
}

export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  if (files.length > maxImagesPerRequest)
    throw new ImageRejected(`Upload at most ${maxImagesPerRequest} images at a time.`);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > maxImageBytes) throw new ImageRejected(`${file.name} is larger than 5 MB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    checked.push({ bytes, kind: await checkImageBytes(file.name, bytes), originalName: file.name });
  }
  return checked;
}
