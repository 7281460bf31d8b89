// Demo images drawn locally (SVG rendered by sharp): no network, deterministic names, made once.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const palettes = [
  ["#7c2d12", "#f59e0b", "#fde68a"],
  ["#78350f", "#d97706", "#fef3c7"],
  ["#365314", "#84cc16", "#ecfccb"],
  ["#7f1d1d", "#ef4444", "#fee2e2"],
  ["#713f12", "#ca8a04", "#fef9c3"],
  ["#431407", "#c2410c", "#ffedd5"],
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A pile of nut- or date-like shapes on a warm background, with the name underneath. */
function productSvg(name: string, size: number): string {
  const seed = hash(name);
  const [dark, mid, light] = palettes[seed % palettes.length]!;
  const shapes = Array.from({ length: 9 }, (_, index) => {
    const angle = ((seed >> (index % 16)) % 360) + index * 40;
    const x = 400 + Math.cos((angle * Math.PI) / 180) * (60 + index * 14);
    const y = 330 + Math.sin((angle * Math.PI) / 180) * (40 + index * 9);
    const rx = 60 + ((seed >> index) % 30);
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rx}" ry="${(rx * 0.62).toFixed(0)}" transform="rotate(${angle % 180} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${index % 2 ? mid : dark}" opacity="0.92"/>`;
  }).join("");
  const lines = wrap(name, 18)
    .map(
      (line, index) =>
        `<text x="400" y="${640 + index * 52}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="${dark}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800"><rect width="800" height="800" fill="${light}"/><ellipse cx="400" cy="360" rx="300" ry="200" fill="#ffffff" opacity="0.55"/>${shapes}${lines}</svg>`;
}

function bannerSvg(title: string, subtitle: string, width: number, height: number): string {
  const [dark, mid, light] = palettes[hash(title) % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${dark}"/><circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="${mid}"/><circle cx="${width * 0.74}" cy="${height * 0.62}" r="${height * 0.22}" fill="${light}" opacity="0.8"/><text x="${width * 0.06}" y="${height * 0.46}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${height * 0.13}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text><text x="${width * 0.06}" y="${height * 0.62}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${height * 0.06}" fill="${light}">${escapeXml(subtitle)}</text></svg>`;
}

async function render(svg: string, file: string): Promise<void> {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(file);
}

/** Cover and thumbnail of a demo product; returns the stored file names. */
export async function productImage(
  uploadDir: string,
  name: string,
  variant = "",
): Promise<{ fullImage: string; thumbnail: string }> {
  const base = `demo-${slugify(name)}${variant ? `-${variant}` : ""}`;
  const svg = productSvg(variant ? `${name} ${variant}` : name, 800);
  await render(svg, path.join(uploadDir, "products", `${base}.webp`));
  await render(
    productSvg(variant ? `${name} ${variant}` : name, 200),
    path.join(uploadDir, "products", `${base}-thumb.webp`),
  );
  return { fullImage: `${base}.webp`, thumbnail: `${base}-thumb.webp` };
}

export async function categoryImage(uploadDir: string, name: string): Promise<string> {
  const file = `demo-${slugify(name)}.webp`;
  await render(productSvg(name, 600), path.join(uploadDir, "categories", file));
  return file;
}

export async function slideImage(uploadDir: string, title: string, subtitle: string): Promise<string> {
  const file = `demo-slide-${slugify(title)}.webp`;
  await render(bannerSvg(title, subtitle, 1600, 600), path.join(uploadDir, "customize", file));
  return file;
}
