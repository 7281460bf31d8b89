import { formatStockAmount, orderLimitMessages, orderRefusals } from "./order-limits";

const ltr = (text: string) => `\u2066${text}\u2069`;

describe("an amount of stock as a shopper reads it", () => {
  it.each([
    [0.75, true, "750 g", "750 گرام"],
    [2.5, true, "2.5 kg", "2.5 کلو"],
    [1, false, "1 piece", "1 عدد"],
    [3, false, "3 pieces", "3 عدد"],
  ])("%s (by weight: %s) is '%s', in Urdu '%s'", (amount, byWeight, english, urdu) => {
    expect(formatStockAmount(amount, byWeight)).toBe(english);
    expect(formatStockAmount(amount, byWeight, "ur")).toBe(urdu);
  });
});

describe("the refusals of an online order", () => {
  it("say in English what the API has always answered", () => {
    const call = "please call or WhatsApp us on +92 300 1234567.";
    expect(orderLimitMessages.productGone).toBe(
      "A product in your cart is no longer available. Please review your cart.",
    );
    expect(orderLimitMessages.outOfStock("Mamra Almonds (500g)")).toBe(
      "Sorry, Mamra Almonds (500g) is out of stock in the quantity you asked for.",
    );
    expect(orderLimitMessages.perProduct("Mamra Almonds", true)).toBe(
      `You can order at most 10 kg of Mamra Almonds online. For a larger order, ${call}`,
    );
    expect(orderLimitMessages.perProduct("Gift Box", false)).toBe(
      `You can order at most 24 pieces of Gift Box online. For a larger order, ${call}`,
    );
    expect(orderLimitMessages.networkShare("Dates", 3.75, true)).toBe(
      `Sorry, Dates is in high demand: we can take at most 3.75 kg more of it in online orders from you until we have confirmed them by phone. For more, ${call}`,
    );
    expect(orderLimitMessages.networkShare("Dates", 0, true)).toBe(
      `Sorry, we cannot take more Dates in online orders from you until we have confirmed your earlier order by phone. For more, ${call}`,
    );
    expect(orderLimitMessages.awaitingValue(60_000)).toBe(
      `Orders waiting for our confirmation call may come to Rs.\u00a050,000 at most, and this one would make yours Rs.\u00a060,000. For a larger order, ${call}`,
    );
    expect(orderLimitMessages.openPerPhone).toBe(
      `This phone number already has 3 orders waiting for our confirmation call. We will call you soon; to order more now, ${call}`,
    );
    expect(orderLimitMessages.openPerNetwork).toBe(
      `Too many orders from your connection are waiting for our confirmation call. Please try again later, or ${call}`,
    );
  });

  it("say it in Urdu for an order placed in Urdu, amounts, prices and the phone left to right", () => {
    const urdu = orderRefusals("ur");
    expect(urdu.perProduct("ممرا بادام", true)).toBe(
      `آن لائن آپ ممرا بادام زیادہ سے زیادہ ${ltr("10 کلو")} منگوا سکتے ہیں۔ اس سے بڑے آرڈر کے لیے براہِ کرم ہمیں ${ltr("+92 300 1234567")} پر کال یا واٹس ایپ کریں۔`,
    );
    expect(urdu.awaitingValue(60_000)).toContain(`${ltr("Rs.\u00a050,000")} ہو سکتی ہے`);
    expect(urdu.outOfStock("ممرا بادام (500g)")).toBe(
      "معذرت، ممرا بادام (500g) اتنی مقدار میں موجود نہیں جتنی آپ نے مانگی ہے۔",
    );
    expect(urdu.openPerPhone).toContain(ltr("+92 300 1234567"));
  });
});
