import { blockedPhoneMessages, blockedPhonesHref, blockPhoneSchema, unblockPhoneSchema } from "./blocked-phone";

const firstError = (input: unknown) => blockPhoneSchema.safeParse(input).error?.issues[0]?.message;

describe("blocking a number by hand", () => {
  it("takes a phone number written as shoppers write them, and a reason, trimmed", () => {
    expect(blockPhoneSchema.parse({ phone: " +92 300 1234567 ", reason: " Refused three parcels " })).toEqual({
      phone: "+92 300 1234567",
      reason: "Refused three parcels",
    });
  });

  it("refuses what is not a phone number, and a missing or overlong reason, with its message", () => {
    for (const phone of ["", "abc", "12345", "0300-12345678901234567", undefined])
      expect(firstError({ phone, reason: "x" })).toBe(blockedPhoneMessages.phone);
    expect(firstError({ phone: "0300-1234567", reason: "  " })).toBe(blockedPhoneMessages.reasonBlank);
    expect(firstError({ phone: "0300-1234567" })).toBe(blockedPhoneMessages.reasonBlank);
    expect(firstError({ phone: "0300-1234567", reason: "x".repeat(201) })).toBe(blockedPhoneMessages.reasonTooLong);
  });
});

describe("unblocking", () => {
  it("takes the list's key or a number written any way, and nothing without a digit", () => {
    for (const phone of ["923001234567", "0300-1234567", "+92 (300) 1234567"])
      expect(unblockPhoneSchema.safeParse({ phone }).success).toBe(true);
    for (const phone of ["", "---", "abc", "9".repeat(31)])
      expect(unblockPhoneSchema.safeParse({ phone }).error?.issues[0]?.message).toBe(blockedPhoneMessages.phone);
  });
});

describe("the block list's pages", () => {
  it("leave the first page's number out of the address", () => {
    expect(blockedPhonesHref()).toBe("/admin/dashboard/orders/blocked-phones");
    expect(blockedPhonesHref(3)).toBe("/admin/dashboard/orders/blocked-phones?page=3");
  });
});
