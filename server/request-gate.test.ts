import { checkRequest } from "./request-gate";

const check = (url: string, headers: Record<string, string> = {}) => checkRequest({ url, headers });

describe("checkRequest", () => {
  it.each([
    "/",
    "/products/abc?sort=price-asc",
    "/api/product/search?q=50%",
    "/api/product/search?q=%25%25%25%25",
    "/uploads/products/a%20b.webp",
    "/api/product/search?q=almonds%09",
  ])("lets %s through", (url) => {
    expect(check(url)).toBeNull();
  });

  it.each([
    "/products/%ZZ",
    "/api/promos/%ZZ",
    "/products/%E0%A4%A",
    "/products/%00",
    "/a%0d%0aSet-Cookie:x",
    "/?category=%00",
    "/?q=%1b",
  ])("refuses %s with 400", (url) => {
    expect(check(url)).toEqual({ status: 400, message: "The address is not valid." });
  });

  it("refuses an address longer than 8 kB with 414", () => {
    expect(check(`/?q=${"a".repeat(9000)}`)?.status).toBe(414);
  });

  it("refuses a declared body over the limit of its type with 413, before reading it", () => {
    expect(
      check("/api/signin", { "content-length": String(32 * 1024 * 1024), "content-type": "application/json" }),
    ).toEqual({ status: 413, message: "The request is too large (at most 1 MB)." });
    expect(
      check("/api/product/add-product", {
        "content-length": String(40 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      }),
    ).toBeNull();
    expect(
      check("/api/product/add-product", {
        "content-length": String(60 * 1024 * 1024),
        "content-type": "Multipart/Form-Data; boundary=x",
      })?.status,
    ).toBe(413);
  });
});
