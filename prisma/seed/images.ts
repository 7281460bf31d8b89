// Demo images drawn locally (SVG from ./drawings rendered by sharp): no network, deterministic names.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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
 * The demo pictures are drawn once into this folder of the checkout and copied from it into every
 * seed's upload folder: the seeds of jest, the browser tests, the cluster test and the benchmarks
 * each use a folder of their own, and drawing is most of a seed's time.
 */
const drawnPictures = path.resolve(__dirname, "..", "..", ".data", "demo-pictures");

const markerOf = (file: string) => (existsSync(`${file}.v`) ? readFileSync(`${file}.v`, "utf8") : null);

/** Writes `file` through a temporary name, so a reader never sees half of it. */
function placeWhole(file: string, write: (temporary: string) => void | Promise<unknown>) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  return Promise.resolve(write(temporary)).then(() => renameSync(temporary, file));
}

/**
 * Writes each output as a webp unless the file on disk already shows this very drawing at this width.
 *
 * File names stay fixed (tests and saved data refer to them), so "the file exists" cannot tell an old
 * drawing from the current one. Next to each picture we keep `<file>.v` holding a hash of the SVG and the
 * width it was written at: a missing or different hash means the drawing changed (or an older seed made the
 * file), and the picture is drawn again. The marker is written after the picture, so a run that stops
 * half-way redraws next time. The shop lists only .jpg, .png and .webp files, so markers never show up as
 * pictures.
 *
 * The SVG is drawn once, at the first (largest) width, into `drawnPictures`; smaller outputs are scaled
 * down from that raster, and each output is copied from there.
 */
async function render(svg: string, outputs: readonly Output[]): Promise<void> {
  const drawing = createHash("sha256").update(svg).digest("hex").slice(0, 16);
  const drawn = outputs.map(({ file, width }) => ({
    file,
    width,
    marker: `${drawing} ${width}`,
    source: path.join(drawnPictures, path.basename(path.dirname(file)), path.basename(file)),
  }));
  const stale = drawn.filter(({ source, marker }) => !existsSync(source) || markerOf(source) !== marker);
  if (stale.length > 0) {
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    for (const { source, width, marker } of stale) {
      await placeWhole(source, (temporary) =>
        sharp(data, { raw: info }).resize({ width }).webp({ quality: 82, effort: 2 }).toFile(temporary),
      );
      writeFileSync(`${source}.v`, marker);
    }
  }
  for (const { file, source, marker } of drawn) {
    if (existsSync(file) && markerOf(file) === marker) continue;
    await placeWhole(file, (temporary) => copyFileSync(source, temporary));
    writeFileSync(`${file}.v`, marker);
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
