import { cashPageHref, cashPageQuerySchema, orderPaymentMessages, orderPaymentSchema } from "./cash";
import { parcelMessages } from "./parcels";

describe("an order's payment as the admin types it", () => {
  const parse = (fields: Record<string, unknown>) => orderPaymentSchema.safeParse({ oId: "order-1", ...fields });
  const message = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("reads whole rupees from the form's text, and a reference without its spaces (none when blank)", () => {
    expect(parse({ amount: "2049", fee: "180", reference: "  TCS-42 " }).data).toEqual({
      oId: "order-1",
      amount: 2049,
      fee: 180,
      reference: "TCS-42",
    });
    expect(parse({ amount: 2049, fee: "", reference: "   " }).data).toMatchObject({ fee: 0, reference: null });
    expect(parse({ amount: 2049, fee: 0 }).data?.reference).toBeNull();
    expect(parse({ amount: 500, fee: 500 }).success).toBe(true);
  });

  it("says what is wrong with the amount, the fee and the reference", () => {
    expect(message({ amount: "12.5", fee: 0 })).toBe(parcelMessages.amount);
    expect(message({ amount: "Rs. 500", fee: 0 })).toBe(parcelMessages.amount);
    expect(message({ amount: 0, fee: 0 })).toBe(orderPaymentMessages.amount);
    expect(message({ amount: "", fee: 0 })).toBe(orderPaymentMessages.amount);
    expect(message({ amount: 500, fee: -1 })).toBe(parcelMessages.amount);
    expect(message({ amount: 500, fee: 501 })).toBe(orderPaymentMessages.feeAboveAmount);
    expect(message({ amount: 500, fee: 0, reference: "x".repeat(101) })).toBe(orderPaymentMessages.reference);
    expect(parse({ amount: 500, fee: 501 }).error?.issues[0]!.path).toEqual(["fee"]);
  });
});

describe("the cash page's address", () => {
  it("takes the days within bounds, and the default for anything else", () => {
    const days = (value: unknown) => cashPageQuerySchema.parse({ days: value }).days;
    expect([days("3"), days("90"), days("1")]).toEqual([3, 90, 1]);
    expect([days(undefined), days("0"), days("91"), days("7.5"), days("abc"), days("")]).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it("is written back so the schema reads the same days", () => {
    expect(cashPageHref()).toBe("/admin/dashboard/cash");
    expect(cashPageHref(7)).toBe("/admin/dashboard/cash");
    const href = cashPageHref(14);
    expect(href).toBe("/admin/dashboard/cash?days=14");
    const query = Object.fromEntries(new URL(href, "http://shop.test").searchParams);
    expect(cashPageQuerySchema.parse(query).days).toBe(14);
  });
});
