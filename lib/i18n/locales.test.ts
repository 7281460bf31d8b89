import { directionOf, isLocale, localePath, locales, loginPathFor, splitLocalePath } from "./locales";

describe("the shop's languages", () => {
  it("knows English and Urdu only", () => {
    expect(["en", "ur", "de", "", undefined, "UR"].map(isLocale)).toEqual([true, true, false, false, false, false]);
    expect([directionOf("en"), directionOf("ur")]).toEqual(["ltr", "rtl"]);
  });

  it("puts Urdu under /ur and leaves English where it was", () => {
    expect(localePath("en", "/products/abc")).toBe("/products/abc");
    expect(localePath("ur", "/products/abc")).toBe("/ur/products/abc");
    expect(localePath("ur", "/")).toBe("/ur");
    expect(localePath("ur", "/?sort=price")).toBe("/ur?sort=price");
    expect(localePath("ur", "/search?q=badam")).toBe("/ur/search?q=badam");
  });

  it("reads a path's language back", () => {
    expect(splitLocalePath("/ur/products/abc")).toEqual({ locale: "ur", path: "/products/abc" });
    expect(splitLocalePath("/ur")).toEqual({ locale: "ur", path: "/" });
    expect(splitLocalePath("/ur?sort=price")).toEqual({ locale: "ur", path: "/?sort=price" });
    expect(splitLocalePath("/products/abc")).toEqual({ locale: "en", path: "/products/abc" });
    expect(splitLocalePath("/urdu-guide")).toEqual({ locale: "en", path: "/urdu-guide" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
  });
});

describe("next.config.mjs", () => {
  it("rewrites the languages this module knows", async () => {
    const config = await import("@/next.config.mjs");
    expect(config.locales).toEqual([...locales]);
  });
});

describe("loginPathFor", () => {
  it("sends to the login page in the language of the page left", () => {
    expect(loginPathFor("/user/orders")).toBe("/login?next=%2Fuser%2Forders");
    expect(loginPathFor("/ur/user/orders")).toBe("/ur/login?next=%2Fur%2Fuser%2Forders");
  });
});
