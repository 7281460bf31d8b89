import type { MetadataRoute } from "next";
import { env } from "@/lib/server/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/api/", ...["/user", "/checkout", "/login"].flatMap((path) => [path, `/ur${path}`])],
    },
    sitemap: new URL("/sitemap.xml", env.SITE_URL).toString(),
  };
}
