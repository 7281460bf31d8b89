import type { MetadataRoute } from "next";
import { sitemapIndexPath } from "@/lib/domain/sitemap";
import { env } from "@/lib/server/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/api/", ...["/user", "/checkout", "/login"].flatMap((path) => [path, `/ur${path}`])],
    },
    // The index, which lists every file of the sitemap.
    sitemap: new URL(sitemapIndexPath, env.SITE_URL).toString(),
  };
}
