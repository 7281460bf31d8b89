// The spec's image rules, in one place: an absolute URL is used as it is, a bare file name lives in
// the upload folder of its kind, a { thumbnail, fullImage } entry gives the thumbnail when one is
// wanted, and anything missing falls back to the placeholder.

export const placeholderImage = "/placeholder.png";

export type UploadFolder = "products" | "categories" | "customize";

export interface ImageEntry {
  fullImage: string;
  thumbnail?: string | null;
}

function isAbsolute(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export function uploadUrl(folder: UploadFolder, value: string | null | undefined): string {
  if (!value) return placeholderImage;
  if (isAbsolute(value) || value.startsWith("/")) return value;
  return `/uploads/${folder}/${encodeURIComponent(value)}`;
}

export function productImageUrl(
  entry: ImageEntry | string | null | undefined,
  options: { thumbnail?: boolean } = {},
): string {
  if (!entry) return placeholderImage;
  if (typeof entry === "string") return uploadUrl("products", entry);
  const chosen = options.thumbnail && entry.thumbnail ? entry.thumbnail : entry.fullImage;
  return uploadUrl("products", chosen);
}

/** Categories and slides: an absolute URL wins, then the stored file, then the placeholder. */
export function storedImageUrl(
  folder: Exclude<UploadFolder, "products">,
  file: string | null | undefined,
  url: string | null | undefined,
): string {
  if (url && isAbsolute(url)) return url;
  return uploadUrl(folder, file);
}
