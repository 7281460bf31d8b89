import { applyOffer, deliveryChargeFor, formatRupees, listingPrice, packPrice, sizePrice } from "./pricing";

describe("pricing", () => {
  it("scales the per-kg price to the pack and rounds to whole rupees", () => {
    expect(sizePrice(2850, "250g")).toBe(713); // 712.5 rounds up
    expect(sizePrice(2850, "500g")).toBe(1425);
    expect(sizePrice(2850, "1kg")).toBe(2850);
    expect(sizePrice(1999, null)).toBe(1999);
  });

  it("takes the offer off the pack price and rounds", () => {
    expect(applyOffer(713, 15)).toBe(606); // 606.05
    expect(applyOffer(1000, 0)).toBe(1000);
    expect(applyOffer(999, 100)).toBe(0);
  });

  it("prices weight-selectable products at 250 g by default and pieces at full price", () => {
    expect(packPrice({ price: 4000, offer: 10, hasWeightSelection: true }, undefined)).toEqual({
      original: 1000,
      discounted: 900,
    });
    expect(packPrice({ price: 4000, offer: 10, hasWeightSelection: false }, "500g")).toEqual({
      original: 4000,
      discounted: 3600,
    });
    expect(listingPrice({ price: 4000, offer: 0, hasWeightSelection: true })).toBe(1000);
  });

  it("charges Rs. 249 delivery below Rs. 5,000 and nothing from Rs. 5,000", () => {
    expect(deliveryChargeFor(4999)).toBe(249);
    expect(deliveryChargeFor(5000)).toBe(0);
    expect(deliveryChargeFor(0)).toBe(0);
  });

  it("formats rupees with thousands separators", () => {
    expect(formatRupees(12500)).toBe("Rs. 12,500");
  });
});
