import { promoFormSchema } from "./promo";

const future = new Date(Date.now() + 86_400_000).toISOString();
const valid = {
  code: "SAVE10",
  discountType: "percentage",
  discountValue: "10",
  expiryDate: future,
  isActive: true,
  usageLimit: "",
};

describe("promo form", () => {
  it.each([
    [{ code: "" }, "Promo code is required"],
    [{ code: "ab" }, "Promo code must be at least 3 characters"],
    [{ discountValue: "" }, "Discount value is required"],
    [{ discountValue: "0" }, "Discount value must be greater than 0"],
    [{ discountValue: "101" }, "Percentage discount cannot exceed 100%"],
    [{ expiryDate: "" }, "Expiry date is required"],
    [{ expiryDate: "2020-01-01T00:00" }, "Expiry date must be in the future"],
    [{ usageLimit: "0" }, "Usage limit must be at least 1"],
  ])("refuses %j with '%s'", (change, message) => {
    const result = promoFormSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("reads an expiry without a zone (the form's datetime-local) as Pakistan time, one with a zone as it is", () => {
    const expiryOf = (expiryDate: string) => promoFormSchema.parse({ ...valid, expiryDate }).expiryDate.toISOString();
    expect(expiryOf("2030-01-01T12:00")).toBe("2030-01-01T07:00:00.000Z");
    expect(expiryOf("2030-01-01T12:00:00.000Z")).toBe("2030-01-01T12:00:00.000Z");
    expect(expiryOf("2030-01-01T12:00+04:00")).toBe("2030-01-01T08:00:00.000Z");
  });

  it("takes amounts with paisa and an empty limit as unlimited", () => {
    const result = promoFormSchema.parse({ ...valid, discountType: "amount", discountValue: "249.50" });
    expect(result).toMatchObject({ discountValue: 249.5, usageLimit: undefined, isActive: true });
  });
});
