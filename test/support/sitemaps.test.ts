import { alternatesProblem, xmlRoot } from "./sitemaps";

describe("xmlRoot", () => {
  it("names the root of well-formed XML", () => {
    expect(
      xmlRoot(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset a="1">\n<url><loc>x&amp;y</loc><b /></url>\n</urlset>\n',
      ),
    ).toBe("urlset");
  });

  it.each([
    ["an unclosed element", "<urlset><url></urlset>"],
    ["elements closed out of order", "<urlset><url><loc></url></loc></urlset>"],
    ["two roots", "<urlset></urlset><urlset></urlset>"],
    ["text outside the root", "<urlset></urlset>text"],
    ["a bare ampersand", "<urlset><loc>a&b</loc></urlset>"],
    ["a broken tag", '<urlset><loc href="x></loc></urlset>'],
    ["nothing", ""],
  ])("refuses %s", (_, xml) => {
    expect(() => xmlRoot(xml)).toThrow();
  });
});

describe("alternatesProblem", () => {
  const alternates = {
    "en-PK": "https://shop.pk/about-us",
    "ur-PK": "https://shop.pk/ur/about-us",
    "x-default": "https://shop.pk/about-us",
  };

  it("accepts the pair with English as x-default, from either twin", () => {
    expect(alternatesProblem({ loc: "https://shop.pk/about-us", lastmod: undefined, alternates })).toBeNull();
    expect(alternatesProblem({ loc: "https://shop.pk/ur/about-us", lastmod: undefined, alternates })).toBeNull();
  });

  it("names a page missing from its alternates, a missing twin and a wrong x-default", () => {
    expect(alternatesProblem({ loc: "https://shop.pk/faq", lastmod: undefined, alternates })).toMatch(/own alternate/);
    const { "ur-PK": _, ...english } = alternates;
    expect(alternatesProblem({ loc: "https://shop.pk/about-us", lastmod: undefined, alternates: english })).toMatch(
      /names en-PK, x-default/,
    );
    expect(
      alternatesProblem({
        loc: "https://shop.pk/about-us",
        lastmod: undefined,
        alternates: { ...alternates, "x-default": alternates["ur-PK"] },
      }),
    ).toMatch(/x-default/);
  });
});
