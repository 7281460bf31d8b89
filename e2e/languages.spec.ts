// Search engines see both languages: the sitemap lists every page in English and in Urdu, each page
// names itself as canonical and both twins as hreflang alternates (English the x-default), and the
// twin names the same pair back (docs/languages.md).
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

test("every page of the sitemap, in both languages, names its twin and is named back", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const urdu = listed.filter((address) => /\/ur(\/|$)/.test(new URL(address).pathname));
  expect(urdu.length).toBe(listed.length / 2);

  const seen = new Map<string, Links>();
  const read = async (address: string) => {
    if (!seen.has(address)) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      seen.set(address, linksOf(await response.text()));
    }
    return seen.get(address)!;
  };
  for (const address of listed) {
    const page = await read(address);
    const inUrdu = urdu.includes(address);
    expect({ address, canonical: page.canonical, lang: page.lang }).toEqual({
      address,
      canonical: address,
      lang: inUrdu ? "ur" : "en",
    });
    expect(Object.keys(page.alternates).sort(), address).toEqual(["en-PK", "ur-PK", "x-default"]);
    expect(page.alternates[inUrdu ? "ur-PK" : "en-PK"], address).toBe(address);
    expect(page.alternates["x-default"], address).toBe(page.alternates["en-PK"]);
    const twin = await read(page.alternates[inUrdu ? "en-PK" : "ur-PK"]!);
    expect(twin.alternates, `${address}'s twin`).toEqual(page.alternates);
  }
});
