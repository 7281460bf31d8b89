import { ratingOf } from "./reviews";

describe("a product's rating", () => {
  it("is the average of its reviews to one decimal, with their count", () => {
    expect(ratingOf([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ average: 4.3, count: 3 });
  });

  it("is absent without reviews", () => {
    expect(ratingOf([])).toBeNull();
  });
});
