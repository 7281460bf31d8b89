import { chartCeiling, formatAmount, percentChange } from "./reports";

describe("dashboard figures", () => {
  it("gives the change against the period before in whole percent, null from nothing", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(45, 90)).toBe(-50);
    expect(percentChange(4900, 4000)).toBe(23);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(7, 0)).toBeNull();
  });

  it("tops a chart with a round amount at or above the largest", () => {
    expect([0, 1, 3, 12, 20, 21, 250, 251, 999, 1000, 43_210].map(chartCeiling)).toEqual([
      1, 1, 5, 20, 20, 25, 250, 500, 1000, 1000, 50_000,
    ]);
  });

  it("writes an amount in the product's unit", () => {
    expect(formatAmount(2.5, true)).toBe("2.5 kg");
    expect(formatAmount(1250.125, true)).toBe("1,250.125 kg");
    expect(formatAmount(3, false)).toBe("3 pcs");
  });
});
