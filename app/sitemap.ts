import type { MetadataRoute } from "next";
import { getSitemapLayout, listSitemapProducts, listVisibleCategories } from "@/lib/server/catalog";
import { canonicalUrl } from "@/lib/domain/seo";
import { sitemapFileNumber, staticPaths } from "@/lib/domain/sitemap";
import { languageTwins } from "@/lib/i18n/alternates";
import { localePath, locales } from "@/lib/i18n/locales";
import { env } from "@/lib/server/env";

// The sitemap's files, served at /sitemap/<n>.xml and listed by the index at /sitemap.xml
// (app/sitemap-index.xml/route.ts; how they are split: lib/domain/sitemap.ts). A file is built on
// each request from cached reads (kept until the catalogue changes, or an hour), not kept whole in
// the page cache: at 100,000 products the files come to 88 MB, more than the shop's whole cache
// (64 MB), so a crawler reading them in turn pushed out every page and then each file before it
// was asked for again, and Next.js JSON-encodes an answer to store it (3.4 times its size).
export const dynamic = "force-dynamic";

export async function generateSitemaps(): Promise<{ id: number }[]> {
  const { files } = await getSitemapLayout();
  return Array.from({ length: files }, (_, id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const layout = await getSitemapLayout();
  const file = sitemapFileNumber(await props.id, layout);
  if (file === null) return [];
  const [products, categories] = await Promise.all([
    listSitemapProducts(file, layout.firstFileProducts),
    file === 0 ? listVisibleCategories() : [],
  ]);
  // Each as the page's own canonical link names it, so search engines see one address per page,
  // in each language, with its twins (docs/languages.md).
  const url = (path: string) => canonicalUrl(env.SITE_URL, path);
  const inEachLanguage = (path: string, lastModified?: string): MetadataRoute.Sitemap => {
    const languages = Object.fromEntries(Object.entries(languageTwins(path)).map(([tag, twin]) => [tag, url(twin)]));
    return locales.map((locale) => ({ url: url(localePath(locale, path)), lastModified, alternates: { languages } }));
  };
  return [
    ...(file === 0 ? staticPaths : []).flatMap((path) => inEachLanguage(path)),
    ...categories.flatMap((category) => inEachLanguage(`/products/category/${category.id}`)),
    ...products.flatMap((product) => inEachLanguage(`/products/${product.id}`, product.updatedAt)),
  ];
}
