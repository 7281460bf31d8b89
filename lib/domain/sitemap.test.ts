import { xmlRoot } from "@/test/support/sitemaps";
import { locales } from "../i18n/locales";
import {
  maxUrlsPerFile,
  pagesPerFile,
  sitemapFileNumber,
  sitemapIndexXml,
  sitemapLayout,
  staticPaths,
} from "./sitemap";

describe("sitemapLayout", () => {
  const firstFileProducts = pagesPerFile - staticPaths.length - 3;

  it("keeps a file within sitemaps.org's 50,000 URLs, each page in both languages", () => {
    expect(pagesPerFile * locales.length).toBeLessThanOrEqual(maxUrlsPerFile);
  });

  it("fills file 0 after the shop's pages and the categories, then a file per 5,000 products", () => {
    expect(pagesPerFile).toBe(5_000);
    expect(sitemapLayout({ categories: 3, products: 0 })).toEqual({ files: 1, firstFileProducts });
    expect(sitemapLayout({ categories: 3, products: firstFileProducts })).toEqual({ files: 1, firstFileProducts });
    expect(sitemapLayout({ categories: 3, products: firstFileProducts + 1 })).toEqual({ files: 2, firstFileProducts });
    expect(sitemapLayout({ categories: 3, products: firstFileProducts + pagesPerFile })).toEqual({
      files: 2,
      firstFileProducts,
    });
    expect(sitemapLayout({ categories: 3, products: 100_000 })).toEqual({ files: 21, firstFileProducts });
  });
});

describe("sitemapFileNumber", () => {
  const layout = { files: 3, firstFileProducts: 4_990 };

  it("takes the numbers of the layout's files only", () => {
    expect(["0", "2", "3", "-1", "1.5", "01x", ""].map((id) => sitemapFileNumber(id, layout))).toEqual([
      0,
      2,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("sitemapIndexXml", () => {
  it("lists each file's address and last change in a sitemapindex, escaped", () => {
    const xml = sitemapIndexXml([
      { url: "https://shop.pk/sitemap/0.xml", lastModified: "2026-06-01T10:00:00.000Z" },
      { url: "https://shop.pk/sitemap/1.xml?a=1&b=2" },
    ]);
    expect(xmlRoot(xml)).toBe("sitemapindex");
    expect(xml).toContain(
      "<sitemap>\n<loc>https://shop.pk/sitemap/0.xml</loc>\n<lastmod>2026-06-01T10:00:00.000Z</lastmod>\n</sitemap>",
    );
    expect(xml).toContain("<sitemap>\n<loc>https://shop.pk/sitemap/1.xml?a=1&amp;b=2</loc>\n</sitemap>");
  });
});
