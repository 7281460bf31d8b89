// The sitemap at 100,000 products: an index at /sitemap.xml and files within sitemaps.org's 50,000
// URLs, in which every visible product is listed once in each language with its twins, read as a
// search engine reads them (test/support/sitemaps.ts). The test's database is its own.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import pg from "pg";
import { resolveRouteData } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import sitemap, { generateSitemaps } from "@/app/sitemap";
import { GET as sitemapIndex } from "@/app/sitemap-index.xml/route";
import { maxUrlsPerFile, pagesPerFile, sitemapFilePath, staticPaths } from "@/lib/domain/sitemap";
import { locales } from "@/lib/i18n/locales";
import { env } from "@/lib/server/env";
import { alternatesProblem, crawlSitemap, isUrdu } from "../support/sitemaps";
import { createCategory } from "../support/fixtures";

const visibleProducts = 100_000;

const fullFile = pagesPerFile * locales.length;

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/** Node's collector, reached without starting node with --expose-gc. */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/**
 * `count` products in one statement, named `<prefix><n>`: a thousand creation times a minute apart,
 * so that many share one and the id orders them, with ids that do not follow the times. Through a
 * client of its own: the shop's has a timeout for shoppers' requests, which a loaded machine passes.
 */
async function insertProducts(prefix: string, count: number, columns: { status?: string; categoryIds: string[] }) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // '' stands for no category.
    await client.query(
      `INSERT INTO "Product" (id, name, price, status, "categoryId", "createdAt", "updatedAt")
       SELECT $1 || lpad(n::text, 6, '0'), 'Sitemap product ' || n, 1000, $2::"CatalogStatus",
         NULLIF(($3::text[])[1 + n % array_length($3::text[], 1)], ''),
         timestamptz '2026-01-01' + (n * 7919 % 1000) * interval '1 minute',
         timestamptz '2026-06-01' + n * interval '1 second'
       FROM generate_series(1, $4::int) AS n`,
      [prefix, columns.status ?? "Active", columns.categoryIds, count],
    );
    await client.query(`ANALYZE "Product"`);
  } finally {
    await client.end();
  }
}

/** A file as Next.js serves it (its route renders the function's answer with this). */
async function renderFile(id: string): Promise<string> {
  return resolveRouteData(await sitemap({ id: Promise.resolve(id) }), "sitemap");
}

async function read(address: string): Promise<string> {
  const { pathname } = new URL(address);
  if (pathname === "/sitemap.xml") return (await sitemapIndex()).text();
  const id = /^\/sitemap\/(\d+)\.xml$/.exec(pathname)?.[1];
  if (id === undefined) throw new Error(`No sitemap file at ${address}`);
  return renderFile(id);
}

describe("the sitemap at 100,000 products", () => {
  jest.setTimeout(300_000);
  let categories: { id: string }[];

  beforeAll(async () => {
    categories = [await createCategory(), await createCategory()];
    const hiddenCategory = await createCategory({ status: "Disabled" });
    const began = Date.now();
    // Every third product is uncategorised.
    await insertProducts("visible", visibleProducts, { categoryIds: [...categories.map((c) => c.id), ""] });
    await insertProducts("disabled", 500, { status: "Disabled", categoryIds: [categories[0]!.id] });
    await insertProducts("inhidden", 500, { categoryIds: [hiddenCategory.id] });
    console.log(`[sitemap] ${visibleProducts + 1000} products inserted in ${Date.now() - began} ms`);
  });

  it("lists every visible product once in each language, in files of at most 50,000 URLs that the index names", async () => {
    const ids = (await generateSitemaps()).map((file) => String(file.id));
    const firstFileProducts = pagesPerFile - staticPaths.length - categories.length;
    const files = 1 + Math.ceil((visibleProducts - firstFileProducts) / pagesPerFile);
    expect(ids).toEqual(Array.from({ length: files }, (_, file) => String(file)));

    const listed = { en: new Map<string, number>(), ur: new Map<string, number>() };
    const perFile: number[] = [];
    const problems: string[] = [];
    const crawled = await crawlSitemap(env.SITE_URL, read, (_, entries) => {
      perFile.push(entries.length);
      // Checked without expect(), slow at 200,000 entries.
      for (const entry of entries) {
        const problem = alternatesProblem(entry);
        if (problem) problems.push(problem);
        const product = /\/products\/([^/]+)$/.exec(entry.loc)?.[1];
        if (!product) continue;
        if (!entry.lastmod) problems.push(`${entry.loc} has no lastmod`);
        const seen = listed[isUrdu(entry.loc) ? "ur" : "en"];
        seen.set(product, (seen.get(product) ?? 0) + 1);
      }
    });
    console.log(`[sitemap] files of ${perFile.join(", ")} URLs`);

    expect(crawled).toEqual(ids.map((id) => new URL(sitemapFilePath(Number(id)), env.SITE_URL).toString()));
    const lastmods = [...(await (await sitemapIndex()).text()).matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(
      (m) => m[1]!,
    );
    expect(lastmods).toHaveLength(files);
    expect(lastmods.every((lastmod) => !Number.isNaN(Date.parse(lastmod)))).toBe(true);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(Math.max(...perFile)).toBeLessThanOrEqual(maxUrlsPerFile);
    // Every file but the last is full.
    expect(perFile.slice(0, -1).every((count) => count === fullFile)).toBe(true);
    for (const language of ["en", "ur"] as const) {
      const seen = listed[language];
      expect(seen.size).toBe(visibleProducts);
      expect([...seen.values()].every((times) => times === 1)).toBe(true);
      expect([...seen.keys()].every((id) => id.startsWith("visible"))).toBe(true);
    }
  });

  it("builds a full file from one file's products", async () => {
    const heap = () => process.memoryUsage().heapUsed;
    collectGarbage();
    const before = heap();
    const xml = await renderFile("1");
    const grown = heap() - before;
    collectGarbage();
    const kept = heap() - before;
    console.log(
      `[sitemap] file 1: ${mb(xml.length)} MB of XML; the heap grew ${mb(grown)} MB while building it ` +
        `and kept ${mb(kept)} MB once collected (the XML)`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(fullFile);
  });
});
