import type { MetadataRoute } from "next";
import { listSitemapProducts, listVisibleCategories } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";

export const dynamic = "force-dynamic";

const staticPaths = ["/", "/about-us", "/frequently-asked-questions", "/TermsAndConditions", "/return-exchange-policy", "/shipping-policy", "/refund-policy"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, categories] = await Promise.all([listSitemapProducts(), listVisibleCategories()]);
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  return [
    ...staticPaths.map((path) => ({ url: url(path) })),
    ...categories.map((category) => ({ url: url(`/products/category/${category.id}`) })),
    ...products.map((product) => ({ url: url(`/products/${product.id}`), lastModified: product.updatedAt })),
  ];
}
