import { canonicalUrl } from "./seo";

describe("canonicalUrl", () => {
  it("names the home page without its final slash, as Next.js writes its canonical link, and other pages whole", () => {
    expect(canonicalUrl("https://margalladryfruits.pk", "/")).toBe("https://margalladryfruits.pk");
    expect(canonicalUrl("https://margalladryfruits.pk/", "/")).toBe("https://margalladryfruits.pk");
    expect(canonicalUrl("https://margalladryfruits.pk", "/about-us")).toBe("https://margalladryfruits.pk/about-us");
  });
});
