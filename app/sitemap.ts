import type { MetadataRoute } from "next";
import { listSitemapProducts, listVisibleCategories } from "@/lib/server/catalog";
import { canonicalUrl } from "@/lib/domain/seo";
import { languageTwins } from "@/lib/i18n/alternates";
import { localePath, locales } from "@/lib/i18n/locales";
import { env } from "@/lib/server/env";

// Built on its first request and kept (10,000 products make a 1.5 MB document) until the catalogue
// changes (the categories read carries the catalogue's cache tag) or an hour has passed, so a
// product's new last-modified date shows within the hour.
export const revalidate = 3600;

const staticPaths = [
  "/",
  "/about-us",
  "/frequently-asked-questions",
  "/TermsAndConditions",
  "/return-exchange-policy",
  "/shipping-policy",
  "/refund-policy",
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, categories] = await Promise.all([listSitemapProducts(), listVisibleCategories()]);
  // Each as the page's own canonical link names it, so search engines see one address per page,
  // in each language, with its twins (docs/languages.md).
  const url = (path: string) => canonicalUrl(env.SITE_URL, path);
  const inEachLanguage = (path: string, lastModified?: string | Date): MetadataRoute.Sitemap => {
    const languages = Object.fromEntries(Object.entries(languageTwins(path)).map(([tag, twin]) => [tag, url(twin)]));
    return locales.map((locale) => ({ url: url(localePath(locale, path)), lastModified, alternates: { languages } }));
  };
  return [
    ...staticPaths.flatMap((path) => inEachLanguage(path)),
    ...categories.flatMap((category) => inEachLanguage(`/products/category/${category.id}`)),
    ...products.flatMap((product) => inEachLanguage(`/products/${product.id}`, product.updatedAt)),
  ];
}
