import { saleOn } from "./sale";

describe("the home page's sale heading", () => {
  it.each([
    [[20, 20, 0, 20], { percent: 20, flat: true }],
    [[10, 15, 5, 20, 10, 0], { percent: 20, flat: false }],
    [[10, 15, 5], { percent: 15, flat: false }],
    [[12], { percent: 12, flat: true }],
  ])("says what the offers %j are", (offers, sale) => {
    expect(saleOn(offers)).toEqual(sale);
  });

  it("claims no sale when nothing is on offer", () => {
    expect(saleOn([])).toBeNull();
    expect(saleOn([0, 0])).toBeNull();
  });
});
