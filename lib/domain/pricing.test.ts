import {
  applyOffer,
  deliveryChargeFor,
  formatRupees,
  listingPrice,
  orderTotals,
  packName,
  packPrice,
  perKgPrice,
  priceLine,
  sizePrice,
  type LinePrice,
  type OrderTotals,
  type PricedProduct,
  type Weight,
} from "./pricing";
import type { PromoTerms } from "./promo";

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

  it("names the pack a price is for and gives the per-kg price after the offer", () => {
    const almonds = { price: 3800, offer: 10, hasWeightSelection: true };
    const giftBox = { price: 2450, offer: 10, hasWeightSelection: false };
    expect(packName(almonds, undefined)).toBe("250 g");
    expect(packName(almonds, "1kg")).toBe("1 kg");
    expect(packName(giftBox, "500g")).toBe("piece");
    expect(perKgPrice(almonds)).toBe(3420);
    expect(perKgPrice(giftBox)).toBeNull();
  });

  it("charges Rs. 249 delivery below Rs. 5,000 and nothing from Rs. 5,000", () => {
    expect(deliveryChargeFor(4999)).toBe(249);
    expect(deliveryChargeFor(5000)).toBe(0);
    expect(deliveryChargeFor(0)).toBe(0);
  });

  it("formats rupees with thousands separators", () => {
    // A no-break space: an amount never breaks over two lines.
    expect(formatRupees(12500)).toBe("Rs.\u00a012,500");
  });
});

describe("priceLine", () => {
  it.each<{
    name: string;
    product: PricedProduct;
    weight: Weight | null | undefined;
    expected: LinePrice;
  }>([
    {
      name: "a weight-selectable product without a weight is a 250 g pack, 712.5 rounding up",
      product: { price: 2850, offer: 0, hasWeightSelection: true },
      weight: undefined,
      expected: { weight: "250g", price: 713, originalPrice: 713 },
    },
    {
      name: "the offer comes off the rounded pack price: 606.05 rounds down",
      product: { price: 2850, offer: 15, hasWeightSelection: true },
      weight: "250g",
      expected: { weight: "250g", price: 606, originalPrice: 713 },
    },
    {
      name: "half a rupee after the offer rounds up: 1,282.5",
      product: { price: 2850, offer: 10, hasWeightSelection: true },
      weight: "500g",
      expected: { weight: "500g", price: 1283, originalPrice: 1425 },
    },
    {
      name: "a kilogram pack is the price of a kilogram",
      product: { price: 3200, offer: 0, hasWeightSelection: true },
      weight: "1kg",
      expected: { weight: "1kg", price: 3200, originalPrice: 3200 },
    },
    {
      name: "a product sold by the piece ignores the weight",
      product: { price: 1999, offer: 10, hasWeightSelection: false },
      weight: "500g",
      expected: { weight: null, price: 1799, originalPrice: 1999 },
    },
  ])("$name", ({ product, weight, expected }) => {
    expect(priceLine(product, weight)).toEqual(expected);
  });
});

describe("orderTotals", () => {
  it.each<{
    name: string;
    lines: { price: number; quantity: number }[];
    promo: PromoTerms | null;
    expected: OrderTotals;
  }>([
    {
      name: "an empty cart costs nothing, not even delivery",
      lines: [],
      promo: null,
      expected: { subtotal: 0, deliveryCharge: 0, discount: 0, total: 0 },
    },
    {
      name: "Rs. 249 delivery below Rs. 5,000",
      lines: [
        { price: 713, quantity: 2 },
        { price: 1211, quantity: 1 },
      ],
      promo: null,
      expected: { subtotal: 2637, deliveryCharge: 249, discount: 0, total: 2886 },
    },
    {
      name: "free delivery from Rs. 5,000",
      lines: [{ price: 2500, quantity: 2 }],
      promo: null,
      expected: { subtotal: 5000, deliveryCharge: 0, discount: 0, total: 5000 },
    },
    {
      name: "delivery is decided on the subtotal before the discount; 501.5 rounds up",
      lines: [{ price: 1003, quantity: 5 }],
      promo: { discountType: "percentage", discountValue: 10 },
      expected: { subtotal: 5015, deliveryCharge: 0, discount: 502, total: 4513 },
    },
    {
      name: "a percentage discount rounds to whole rupees: 150.45",
      lines: [{ price: 1003, quantity: 1 }],
      promo: { discountType: "percentage", discountValue: 15 },
      expected: { subtotal: 1003, deliveryCharge: 249, discount: 150, total: 1102 },
    },
    {
      name: "a fixed amount with paisa gives whole rupees: 99.50",
      lines: [{ price: 606, quantity: 3 }],
      promo: { discountType: "amount", discountValue: 99.5 },
      expected: { subtotal: 1818, deliveryCharge: 249, discount: 100, total: 1967 },
    },
    {
      name: "a discount never exceeds the subtotal, and delivery is still charged",
      lines: [{ price: 300, quantity: 1 }],
      promo: { discountType: "amount", discountValue: 500 },
      expected: { subtotal: 300, deliveryCharge: 249, discount: 300, total: 249 },
    },
  ])("$name", ({ lines, promo, expected }) => {
    expect(orderTotals(lines, promo)).toEqual(expected);
  });
});
