// Demo images drawn locally (SVG from ./drawings rendered by sharp): no network, deterministic names.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { bannerSvg, productSvg } from "./drawings";

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One file to write from a drawing, `width` px wide. */
interface Output {
  file: string;
  width: number;
}

/**
 * Writes each output as a webp unless the file on disk already shows this very drawing at this width.
 *
 * File names stay fixed (tests and saved data refer to them), so "the file exists" cannot tell an old
 * drawing from the current one. Next to each picture we keep `<file>.v` holding a hash of the SVG and the
 * width it was written at: a missing or different hash means the drawing changed (or an older seed made the
 * file), and the picture is written again. The marker is written after the picture, so a run that stops
 * half-way redraws next time, and the picture goes through a temporary name so a reader never sees half a
 * file. The shop lists only .jpg, .png and .webp files, so markers never show up as pictures.
 *
 * The SVG is drawn once, at the first (largest) width; smaller outputs are scaled down from that raster.
 */
async function render(svg: string, outputs: readonly Output[]): Promise<void> {
  const drawing = createHash("sha256").update(svg).digest("hex").slice(0, 16);
  const stale = outputs.filter(({ file, width }) => {
    const marker = `${file}.v`;
    return !existsSync(file) || !existsSync(marker) || readFileSync(marker, "utf8") !== `${drawing} ${width}`;
  });
  if (stale.length === 0) return;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const { file, width } of stale) {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await sharp(data, { raw: info }).resize({ width }).webp({ quality: 82, effort: 2 }).toFile(temporary);
    renameSync(temporary, file);
    writeFileSync(`${file}.v`, `${drawing} ${width}`);
  }
}

/** Cover and thumbnail of a demo product; returns the stored file names. */
export async function productImage(
  uploadDir: string,
  name: string,
  variant = "",
): Promise<{ fullImage: string; thumbnail: string }> {
  const base = `demo-${slugify(name)}${variant ? `-${variant}` : ""}`;
  const folder = path.join(uploadDir, "products");
  await render(productSvg(name, 800, { pack: variant === "pack" }), [
    { file: path.join(folder, `${base}.webp`), width: 800 },
    { file: path.join(folder, `${base}-thumb.webp`), width: 200 },
  ]);
  return { fullImage: `${base}.webp`, thumbnail: `${base}-thumb.webp` };
}

export async function categoryImage(uploadDir: string, name: string): Promise<string> {
  const file = `demo-${slugify(name)}.webp`;
  await render(productSvg(name, 600), [{ file: path.join(uploadDir, "categories", file), width: 600 }]);
  return file;
}

/** A slide without words: the shop writes the title and subtitle over its dark left side. */
export async function slideImage(uploadDir: string, title: string): Promise<string> {
  const file = `demo-slide-${slugify(title)}.webp`;
  await render(bannerSvg(title, 1600, 600), [{ file: path.join(uploadDir, "customize", file), width: 1600 }]);
  return file;
}
