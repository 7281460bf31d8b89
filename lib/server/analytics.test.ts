import { pageUrlOnly } from "./analytics";

// The address rule needs no database (and a unit test has none).
jest.mock("./db", () => ({ db: {} }));

describe("the page address an event carries", () => {
  it.each([
    ["http://localhost:3000/orders/MDF-10001?key=abc#x", "http://localhost:3000/orders/MDF-10001"],
    ["https://shop.example.pk/checkout?promo=EID#top", "https://shop.example.pk/checkout"],
    ["https://user:secret@shop.example.pk/ur/orders/MDF-1?key=k", "https://shop.example.pk/ur/orders/MDF-1"],
    ["https://shop.example.pk/?", "https://shop.example.pk/"],
    ["https://shop.example.pk/products/p1", "https://shop.example.pk/products/p1"],
  ])("%s is sent as %s", (url, sent) => {
    expect(pageUrlOnly(url)).toBe(sent);
  });

  it("drops what is not an address", () => {
    expect(pageUrlOnly(undefined)).toBeUndefined();
    expect(pageUrlOnly("not a url")).toBeUndefined();
  });
});
