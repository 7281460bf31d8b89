import { changedTags, manyProducts, productCardsChange, stockChange } from "./changes";

describe("what a catalogue change expires", () => {
  it("a product's card: its page, its categories' listings (old and new), every listing and the stock lists", () => {
    expect(changedTags(productCardsChange(["p1"], ["c1", "c2", null]))).toEqual([
      "product:p1",
      "category:c1",
      "category:c2",
      "listings",
      "stock",
    ]);
  });

  it("many products at once (a bulk import): the whole catalogue, one tag instead of thousands", () => {
    const ids = Array.from({ length: manyProducts + 1 }, (_, index) => `p${index}`);
    expect(changedTags(productCardsChange(ids, ["c1"]))).toEqual(["catalog"]);
    expect(changedTags(productCardsChange(ids.slice(1), ["c1"]))).toHaveLength(manyProducts + 3);
  });

  it("an order that sells nothing out: only the products' pages and the stock lists, no listing", () => {
    expect(changedTags(stockChange(["p1", "p2"], []))).toEqual(["product:p1", "product:p2", "stock"]);
  });

  it("an order that sells a product out: its category's listing and every listing too", () => {
    expect(changedTags(stockChange(["p1"], ["c1"]))).toEqual(["product:p1", "category:c1", "listings", "stock"]);
    expect(changedTags(stockChange(["p1"], [null]))).toEqual(["product:p1", "listings", "stock"]);
  });

  it("a review: its product's page; a slide: the slider; a category: everything (the menu is on every page)", () => {
    expect(changedTags({ products: ["p1"] })).toEqual(["product:p1"]);
    expect(changedTags({ slides: true })).toEqual(["slides"]);
    expect(changedTags({ everything: true, products: ["p1"] })).toEqual(["catalog"]);
  });

  it("an order placed, moved on or called about, and a customer registering: the admin's figures", () => {
    expect(changedTags({ ...stockChange(["p1"], []), orders: true })).toEqual(["product:p1", "stock", "orders"]);
    expect(changedTags({ orders: true })).toEqual(["orders"]);
    expect(changedTags({ customers: true })).toEqual(["customers"]);
  });
});
