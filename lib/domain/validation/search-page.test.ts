import type { CatalogProduct } from "@/lib/domain/catalog";
import { searchPageSchema, sortSearchResults } from "./search-page";

const product = (name: string, price: number) =>
  ({ name, price, offer: 0, hasWeightSelection: false }) as CatalogProduct;

describe("the search page's URL", () => {
  it("reads the text and a sort, and falls back to the best matches for anything else", () => {
    expect(searchPageSchema.parse({ q: " badam ", sort: "az" })).toEqual({ q: "badam", sort: "az" });
    expect(searchPageSchema.parse({ q: "x".repeat(101), sort: "cheapest" })).toEqual({ q: "", sort: "default" });
    expect(searchPageSchema.parse({})).toEqual({ q: "", sort: "default" });
  });

  it("sorts the results as the shopper asks, keeping the ranking by default", () => {
    const found = [product("Walnuts", 900), product("Almonds", 1200), product("Dates", 500)];
    const names = (sort: Parameters<typeof sortSearchResults>[1]) => sortSearchResults(found, sort).map((p) => p.name);
    expect(names("default")).toEqual(["Walnuts", "Almonds", "Dates"]);
    expect(names("price-low-high")).toEqual(["Dates", "Walnuts", "Almonds"]);
    expect(names("price-high-low")).toEqual(["Almonds", "Walnuts", "Dates"]);
    expect(names("az")).toEqual(["Almonds", "Dates", "Walnuts"]);
    expect(names("za")).toEqual(["Walnuts", "Dates", "Almonds"]);
  });
});
