import { customerListQuerySchema, customerListSearch, phoneSearchDigits } from "./admin-customer-list";

describe("the customers list's address", () => {
  it("reads a search and a page, and falls back to the first page", () => {
    expect(customerListQuerySchema.parse({ q: "  Ayesha ", page: "3" })).toEqual({ q: "Ayesha", page: 3 });
    expect(customerListQuerySchema.parse({ page: "-1" })).toEqual({ page: 1 });
    expect(customerListSearch({ q: "Ayesha Khan", page: 2 })).toBe("?q=Ayesha+Khan&page=2");
    expect(customerListSearch({ page: 1 })).toBe("");
  });

  it("looks for a phone number typed in any Pakistani format by its international digits", () => {
    for (const typed of ["0300-1234567", "+92 300 1234567", "0092 300 1234567", "300 1234567"])
      expect(phoneSearchDigits(typed)).toBe("923001234567");
    expect(phoneSearchDigits("0300 12")).toBe("9230012");
    expect(phoneSearchDigits("4567")).toBe("4567");
    expect(phoneSearchDigits("456")).toBeNull();
    expect(phoneSearchDigits("Ali 0300")).toBeNull();
  });
});
