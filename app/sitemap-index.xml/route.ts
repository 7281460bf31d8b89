// GET /sitemap.xml (rewritten here: next.config.mjs) – the sitemap index: the address of each of the
// sitemap's files (app/sitemap.ts)
import { absoluteUrl } from "@/lib/domain/seo";
import { sitemapFilePath, sitemapIndexXml } from "@/lib/domain/sitemap";
import { getSitemapLayout } from "@/lib/server/catalog";
import { env } from "@/lib/server/env";

// Kept in the page cache (its reads carry the catalogue's cache tags) until the catalogue changes,
// or an hour: it is a few hundred bytes, unlike the files it lists (app/sitemap.ts).
export const revalidate = 3600;

export async function GET(): Promise<Response> {
  const { files, lastModified } = await getSitemapLayout();
  // Every file carries the catalogue's last change: a file's own would take reading its products.
  const entries = Array.from({ length: files }, (_, file) => ({
    url: absoluteUrl(env.SITE_URL, sitemapFilePath(file)),
    lastModified: lastModified ?? undefined,
  }));
  return new Response(sitemapIndexXml(entries), { headers: { "content-type": "application/xml" } });
}
