// Search engines see both languages: the sitemap (an index at /sitemap.xml and the files it lists)
// lists every page in English and in Urdu with both twins as hreflang alternates, each page names
// itself as canonical and the same twins (English the x-default), and the twin names the same pair
// back (docs/languages.md).
import { alternatesProblem, crawlSitemap, isUrdu, type SitemapEntry } from "../test/support/sitemaps";
import { expect, test } from "./support/test";

interface Links {
  canonical: string | undefined;
  alternates: Record<string, string>;
  lang: string | undefined;
}

function linksOf(html: string): Links {
  const head = html.slice(0, html.indexOf("</head>"));
  const alternates: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)) {
    const language = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (language && href) alternates[language] = href.replace(/&amp;/g, "&");
  }
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
  };
}

test("every page of the sitemap, in both languages, names its twin and is named back", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const entries: SitemapEntry[] = [];
  const files = await crawlSitemap(
    baseURL!,
    async (address) => {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      return response.text();
    },
    (_, listed) => void entries.push(...listed),
  );
  expect(files.length).toBeGreaterThan(0);
  const listed = entries.map((entry) => entry.loc);
  const urdu = listed.filter(isUrdu);
  expect(urdu.length).toBe(listed.length / 2);
  expect(new Set(listed).size).toBe(listed.length);
  expect(entries.map(alternatesProblem).filter(Boolean)).toEqual([]);

  const seen = new Map<string, Links>();
  const read = async (address: string) => {
    if (!seen.has(address)) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      seen.set(address, linksOf(await response.text()));
    }
    return seen.get(address)!;
  };
  for (const { loc: address, alternates } of entries) {
    const page = await read(address);
    const inUrdu = isUrdu(address);
    expect({ address, canonical: page.canonical, lang: page.lang }).toEqual({
      address,
      canonical: address,
      lang: inUrdu ? "ur" : "en",
    });
    expect(Object.keys(page.alternates).sort(), address).toEqual(["en-PK", "ur-PK", "x-default"]);
    expect(page.alternates[inUrdu ? "ur-PK" : "en-PK"], address).toBe(address);
    expect(page.alternates["x-default"], address).toBe(page.alternates["en-PK"]);
    expect(page.alternates, `${address}: the page and the sitemap`).toEqual(alternates);
    const twin = await read(page.alternates[inUrdu ? "en-PK" : "ur-PK"]!);
    expect(twin.alternates, `${address}'s twin`).toEqual(page.alternates);
  }
});
