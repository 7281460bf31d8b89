import { saleHeading } from "./sale";

describe("the home page's sale heading", () => {
  it.each([
    [[20, 20, 0, 20], "Sale is Live - Flat 20% Off"],
    [[10, 15, 5, 20, 10, 0], "Sale is Live - Up to 20% Off"],
    [[10, 15, 5], "Sale is Live - Up to 15% Off"],
    [[12], "Sale is Live - Flat 12% Off"],
  ])("says what the offers %j are", (offers, heading) => {
    expect(saleHeading(offers)).toBe(heading);
  });

  it("claims no sale when nothing is on offer", () => {
    expect(saleHeading([])).toBeNull();
    expect(saleHeading([0, 0])).toBeNull();
  });
});
