// The sitemap, in files which an index at /sitemap.xml lists (app/sitemap-index.xml/route.ts) and
// Next.js serves at /sitemap/<n>.xml (app/sitemap.ts). Every page is listed once in each language.
// File 0 holds the shop's own pages and the categories, then the first products; each later file
// the next products, in the order they were added, so a new product goes into the last file.
import { locales } from "../i18n/locales";

export const sitemapIndexPath = "/sitemap.xml";

/** sitemaps.org's limit on a file. */
export const maxUrlsPerFile = 50_000;

/**
 * URLs in a full file, about 4 MB of XML, which the server builds in about 0.1 s and 15 MB of heap.
 * Files of the 50,000 allowed (21 MB) cost five times that, and at 100,000 products the files
 * would not fit the shop's cache together (see app/sitemap.ts).
 */
const urlsPerFile = 10_000;

/** Pages in a full file, each listed in every language. */
export const pagesPerFile = urlsPerFile / locales.length;

/** The shop's own pages, at the head of file 0. */
export const staticPaths = [
  "/",
  "/about-us",
  "/frequently-asked-questions",
  "/TermsAndConditions",
  "/return-exchange-policy",
  "/shipping-policy",
  "/refund-policy",
];

export interface SitemapLayout {
  files: number;
  /** Products in file 0, after the shop's own pages and the categories; every later file holds `pagesPerFile`. */
  firstFileProducts: number;
}

export function sitemapLayout(counts: { categories: number; products: number }): SitemapLayout {
  const firstFileProducts = Math.max(0, pagesPerFile - staticPaths.length - counts.categories);
  const later = Math.max(0, counts.products - firstFileProducts);
  return { files: 1 + Math.ceil(later / pagesPerFile), firstFileProducts };
}

/** Where Next.js serves a file that `generateSitemaps` names. */
export const sitemapFilePath = (file: number) => `/sitemap/${file}.xml`;

/** A file's number from its `generateSitemaps` id, if it is one of the layout's. */
export function sitemapFileNumber(id: string, layout: SitemapLayout): number | null {
  const file = /^\d{1,6}$/.test(id) ? Number(id) : NaN;
  return file < layout.files ? file : null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** The sitemap index (sitemaps.org's `sitemapindex`): each file's absolute address, with when it last changed. */
export function sitemapIndexXml(files: { url: string; lastModified?: string }[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap>\n<loc>${escapeXml(file.url)}</loc>\n${file.lastModified ? `<lastmod>${file.lastModified}</lastmod>\n` : ""}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}
