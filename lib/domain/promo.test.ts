import { describePromo, promoDiscount, promoRefusal, promoStatus, type PromoState } from "./promo";

const promo = (overrides: Partial<PromoState> = {}): PromoState => ({
  discountType: "percentage",
  discountValue: 10,
  isActive: true,
  expiryDate: new Date(Date.now() + 86_400_000),
  usageLimit: null,
  currentUsage: 0,
  ...overrides,
});

describe("promo discount", () => {
  it("takes a percentage of the subtotal, rounded to whole rupees", () => {
    expect(promoDiscount({ discountType: "percentage", discountValue: 10 }, 4567)).toBe(457);
    expect(promoDiscount({ discountType: "percentage", discountValue: 15 }, 1003)).toBe(150); // 150.45
    expect(promoDiscount({ discountType: "percentage", discountValue: 150 }, 1000)).toBe(1000);
  });

  it("takes a fixed amount, rounding paisa, never more than the subtotal", () => {
    expect(promoDiscount({ discountType: "amount", discountValue: 500 }, 4000)).toBe(500);
    expect(promoDiscount({ discountType: "amount", discountValue: 99.5 }, 4000)).toBe(100);
    expect(promoDiscount({ discountType: "amount", discountValue: 99.49 }, 4000)).toBe(99);
    expect(promoDiscount({ discountType: "amount", discountValue: 500 }, 300)).toBe(300);
    expect(promoDiscount({ discountType: "amount", discountValue: 500 }, 0)).toBe(0);
  });
});

describe("promo state", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("is Disabled, Expired at its expiry, or Active", () => {
    expect(promoStatus({ isActive: false, expiryDate: "2030-01-01" }, now)).toBe("Disabled");
    expect(promoStatus({ isActive: true, expiryDate: now }, now)).toBe("Expired");
    expect(promoStatus({ isActive: true, expiryDate: new Date(now.getTime() + 1) }, now)).toBe("Active");
  });

  it("explains why a code cannot be used", () => {
    expect(promoRefusal(null)).toBe("Invalid promo code");
    expect(promoRefusal(promo({ isActive: false }))).toBe("This promo code is not active");
    expect(promoRefusal(promo({ expiryDate: new Date(Date.now() - 1000) }))).toBe("This promo code has expired");
    expect(promoRefusal(promo({ usageLimit: 5, currentUsage: 5 }))).toBe("This promo code has reached its usage limit");
    expect(promoRefusal(promo({ usageLimit: 5, currentUsage: 4 }))).toBeNull();
  });

  it("describes itself", () => {
    expect(describePromo({ discountType: "percentage", discountValue: 10 })).toBe("10% off");
    expect(describePromo({ discountType: "amount", discountValue: 1500 })).toBe("Rs.\u00a01,500 off");
    expect(describePromo({ discountType: "amount", discountValue: 150.5 })).toBe("Rs.\u00a0150.50 off");
  });
});
