import { languageAlternates } from "./alternates";

describe("a page's language twins", () => {
  it("names its own language as canonical and both as alternates, English as x-default", () => {
    const twins = { "en-PK": "/products/p1", "ur-PK": "/ur/products/p1", "x-default": "/products/p1" };
    expect(languageAlternates("en", "/products/p1")).toEqual({ canonical: "/products/p1", languages: twins });
    expect(languageAlternates("ur", "/products/p1")).toEqual({ canonical: "/ur/products/p1", languages: twins });
    expect(languageAlternates("ur", "/").languages).toEqual({ "en-PK": "/", "ur-PK": "/ur", "x-default": "/" });
  });
});
