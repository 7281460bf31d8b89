import {
  consignmentNumberSchema,
  courierChangeSchema,
  courierMessages,
  courierSchema,
  parcelMessages,
  shipOrderSchema,
} from "./parcels";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("a consignment number", () => {
  it.each([
    ["77012345678", "77012345678"],
    ["le-7501234", "LE-7501234"],
    ["KHI 123 456", "KHI123456"],
    [" 123 ", "123"],
  ])("%j is read as %j", (typed, read) => {
    expect(consignmentNumberSchema.parse(typed)).toBe(read);
  });

  it.each(["", "12", "-123", "77/0123", "7701<script>", "A".repeat(41), "١٢٣٤٥"])("%j is refused", (typed) => {
    expect(firstMessage(consignmentNumberSchema.safeParse(typed))).toBe(parcelMessages.consignmentNumber);
  });

  it("is asked for with the courier when an order is shipped", () => {
    expect(firstMessage(shipOrderSchema.safeParse({ oId: "o1", courierId: "", consignmentNumber: "123" }))).toBe(
      parcelMessages.courier,
    );
  });
});

describe("a courier in the list", () => {
  it("has a name and, when it has one, an https tracking page holding {cn}", () => {
    expect(courierSchema.parse({ name: " TCS ", trackingUrl: "https://www.tcsexpress.com/track/{cn}" })).toEqual({
      name: "TCS",
      trackingUrl: "https://www.tcsexpress.com/track/{cn}",
      active: true,
    });
    expect(courierSchema.parse({ name: "Own rider", trackingUrl: "" })).toEqual({
      name: "Own rider",
      trackingUrl: null,
      active: true,
    });
    for (const trackingUrl of [
      "https://www.tcsexpress.com/track/",
      "http://www.tcsexpress.com/track/{cn}",
      "javascript:alert(1)//{cn}",
      "https://x.pk/{cn} y",
    ])
      expect(firstMessage(courierSchema.safeParse({ name: "TCS", trackingUrl }))).toBe(parcelMessages.trackingUrl);
    expect(firstMessage(courierSchema.safeParse({ name: "  ", trackingUrl: "" }))).toBe(parcelMessages.courierName);
  });

  it("changes only what is sent, and something must be", () => {
    expect(courierChangeSchema.parse({ active: false })).toEqual({ active: false });
    expect(courierChangeSchema.parse({ trackingUrl: "" })).toEqual({ trackingUrl: null });
    expect(courierChangeSchema.safeParse({}).success).toBe(false);
  });

  it("says why a change is refused", () => {
    expect(courierMessages.taken("TCS")).toBe("A courier named TCS is already in the list.");
    expect(courierMessages.inUse("TCS", 1)).toBe(
      "TCS has carried a parcel: retire it instead, so its parcels keep their courier and tracking link.",
    );
    expect(courierMessages.inUse("TCS", 12)).toMatch(/^TCS has carried 12 parcels: retire it instead/);
  });
});
