// Reads the sitemap as a search engine does, for the tests: the index at /sitemap.xml, then every
// file it lists, each checked to be well-formed XML with the right root and within sitemaps.org's
// 50,000 URLs.
import { maxUrlsPerFile, sitemapIndexPath } from "../../lib/domain/sitemap";

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
  /** hreflang → address. */
  alternates: Record<string, string>;
}

const name = String.raw`[A-Za-z_][\w:.-]*`;
const openTag = new RegExp(String.raw`^<(${name})(?:\s+${name}\s*=\s*"[^"<]*")*\s*(/?)>$`);
const closeTag = new RegExp(String.raw`^</(${name})\s*>$`);
const strayAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

/**
 * The root element's name, once every tag is found to close in order: enough of XML for a
 * sitemap, which has no DTD, comments or CDATA (Next.js and the index write none).
 */
export function xmlRoot(xml: string): string {
  const body = xml.replace(/^<\?xml [^?]*\?>/, "");
  const open: string[] = [];
  let root: string | undefined;
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    if (strayAmpersand.test(token)) throw new Error(`An unescaped "&" in ${token.slice(0, 80)}`);
    if (!token.startsWith("<")) {
      if (open.length === 0 && token.trim()) throw new Error(`Text outside the root: ${token.slice(0, 80)}`);
      continue;
    }
    const closing = closeTag.exec(token);
    if (closing) {
      if (open.pop() !== closing[1]) throw new Error(`${token} closes no open element`);
      continue;
    }
    const opening = openTag.exec(token);
    if (!opening) throw new Error(`Not a tag: ${token.slice(0, 80)}`);
    if (open.length === 0) {
      if (root !== undefined) throw new Error(`A second root: ${token}`);
      root = opening[1]!;
    }
    if (!opening[2]) open.push(opening[1]!);
  }
  if (root === undefined || open.length > 0) throw new Error(`Unclosed elements: ${open.join(", ") || "no root"}`);
  return root;
}

const unescape = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, entity: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[entity]!,
  );

const textOf = (element: string, tag: string) => {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(element)?.[1];
  return found === undefined ? undefined : unescape(found);
};

/** The addresses a sitemap index lists. */
export function indexedFiles(xml: string): string[] {
  if (xmlRoot(xml) !== "sitemapindex") throw new Error("Not a sitemap index");
  return [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map((match) => textOf(match[1]!, "loc")!);
}

/** The pages a sitemap file lists. */
export function sitemapEntries(xml: string): SitemapEntry[] {
  if (xmlRoot(xml) !== "urlset") throw new Error("Not a sitemap file");
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, element]) => ({
    loc: textOf(element!, "loc")!,
    lastmod: textOf(element!, "lastmod"),
    alternates: Object.fromEntries(
      [...element!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
        link[1]!,
        unescape(link[2]!),
      ]),
    ),
  }));
}

/** Whether an address is an Urdu page (under /ur). */
export const isUrdu = (address: string) => /^\/ur(\/|$)/.test(new URL(address).pathname);

/**
 * What is wrong with an entry's alternates, if anything: they are the page's two languages and
 * English as x-default (as each page's own links name them, e2e/languages.spec.ts), the page itself
 * among them.
 */
export function alternatesProblem(entry: SitemapEntry): string | null {
  const { alternates } = entry;
  const tags = Object.keys(alternates).sort().join(", ");
  if (tags !== "en-PK, ur-PK, x-default") return `${entry.loc} names ${tags}`;
  if (alternates[isUrdu(entry.loc) ? "ur-PK" : "en-PK"] !== entry.loc) return `${entry.loc} is not its own alternate`;
  if (alternates["x-default"] !== alternates["en-PK"]) return `${entry.loc}'s x-default is not its English twin`;
  return null;
}

/**
 * Every file the index at `siteUrl` lists, read through `read` (an address → its text), each
 * checked to hold at most 50,000 URLs; the pages are read one file at a time.
 */
export async function crawlSitemap(
  siteUrl: string,
  read: (address: string) => Promise<string>,
  eachFile: (address: string, entries: SitemapEntry[]) => void | Promise<void>,
): Promise<string[]> {
  const files = indexedFiles(await read(new URL(sitemapIndexPath, siteUrl).toString()));
  for (const address of files) {
    const entries = sitemapEntries(await read(address));
    if (entries.length > maxUrlsPerFile) throw new Error(`${address} lists ${entries.length} URLs`);
    await eachFile(address, entries);
  }
  return files;
}
