import { listingSearch, pageSize } from "./listing";
import { listingParams, parseListingQuery } from "./validation/listing";

describe("listing query", () => {
  it("defaults to everything, 30 at a time, in the default order", () => {
    expect(parseListingQuery({})).toEqual({
      sort: "default",
      minPrice: undefined,
      maxPrice: undefined,
      categoryId: undefined,
      limit: pageSize,
    });
  });

  it("reads a sort, a price range and a count, and ignores junk", () => {
    expect(parseListingQuery({ sort: "price-low-high", min: "500", max: "1500", show: "60" })).toMatchObject({
      sort: "price-low-high",
      minPrice: 500,
      maxPrice: 1500,
      limit: 60,
    });
    expect(parseListingQuery({ sort: "DROP TABLE", min: "abc", show: "-5" })).toMatchObject({
      sort: "default",
      minPrice: undefined,
      limit: 30,
    });
  });

  it("clamps the range to Rs. 100–5,000 in steps of 100 with a gap of 100", () => {
    expect(parseListingQuery({ min: "40", max: "90000" })).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(parseListingQuery({ min: "1234", max: "1250" })).toMatchObject({ minPrice: 1200, maxPrice: 1300 });
    expect(parseListingQuery({ min: "5000", max: "5000" })).toMatchObject({ minPrice: 4900, maxPrice: undefined });
  });

  it("rounds the count up to whole pages", () => {
    expect(parseListingQuery({ show: "31" }).limit).toBe(60);
  });

  it("writes short URLs", () => {
    expect(listingSearch({ sort: "default", limit: 30 })).toBe("");
    expect(listingSearch({ sort: "za", minPrice: 200, limit: 60, categoryId: "c1" })).toBe(
      "?category=c1&min=200&sort=za&show=60",
    );
  });
});

describe("listingParams", () => {
  it("are the parameters next.config.mjs rewrites to the per-request listing pages", async () => {
    const config = await import("@/next.config.mjs");
    expect([...config.listingParams].sort()).toEqual([...listingParams].sort());
  });
});
