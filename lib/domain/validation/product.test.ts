import { productFieldsSchema } from "./product";

const valid = {
  name: "Almonds",
  price: "2800",
  stock: "12.5",
  offer: "",
  featuredOrder: "",
  status: "Active",
  categoryId: "",
  hasWeightSelection: "FALSE",
};

describe("product fields", () => {
  it("reads form text into typed fields", () => {
    expect(productFieldsSchema.parse(valid)).toEqual({
      name: "Almonds",
      description: "",
      nameUr: "",
      descriptionUr: "",
      price: 2800,
      stock: 12.5,
      offer: 0,
      featuredOrder: undefined,
      status: "Active",
      categoryId: undefined,
      hasWeightSelection: false,
    });
  });

  it("reads decimal text with spaces around it, and JSON numbers from API clients", () => {
    expect(
      productFieldsSchema.parse({ ...valid, price: " 12 ", stock: ".5", offer: 10, featuredOrder: 3 }),
    ).toMatchObject({
      price: 12,
      stock: 0.5,
      offer: 10,
      featuredOrder: 3,
    });
  });

  it("takes a name and description in Urdu, trimmed, bounded as the English ones are", () => {
    expect(
      productFieldsSchema.parse({ ...valid, nameUr: "  ممرا بادام ", descriptionUr: "\nایرانی بادام۔ " }),
    ).toMatchObject({ name: "Almonds", nameUr: "ممرا بادام", descriptionUr: "ایرانی بادام۔" });
    expect(
      productFieldsSchema.parse({ ...valid, nameUr: "ب".repeat(200), descriptionUr: "ب".repeat(5000) }),
    ).toMatchObject({
      nameUr: "ب".repeat(200),
    });
    const tooLong = productFieldsSchema.safeParse({
      ...valid,
      nameUr: "ب".repeat(201),
      descriptionUr: "ب".repeat(5001),
    });
    expect(tooLong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["nameUr", "Please keep the Urdu name under 200 characters"],
      ["descriptionUr", "Please keep the Urdu description under 5000 characters"],
    ]);
  });

  it("keeps the English rules and messages with the Urdu fields given", () => {
    expect(productFieldsSchema.safeParse({ ...valid, name: " ", nameUr: "بادام" }).error?.issues[0]?.message).toBe(
      "Product name is required",
    );
  });

  it.each(["2.01", "1.005", "1.001", "999999.999", 2.01])("takes a stock of whole grams such as %j", (stock) => {
    expect(productFieldsSchema.parse({ ...valid, stock }).stock).toBe(Number(stock));
  });

  it.each([
    [{ name: " " }, "Product name is required"],
    [{ price: "abc" }, "Price must be a number"],
    [{ price: "-5" }, "Price must be greater than 0"],
    [{ price: "12.5" }, "Price must be a whole number of rupees"],
    [{ stock: "-1" }, "Stock cannot be negative"],
    [{ stock: "0.0005" }, "Stock can have at most 3 decimals"],
    [{ offer: "120" }, "Offer cannot be more than 100%"],
    [{ featuredOrder: "0" }, "Featured order must be at least 1"],
    [{ status: "Deleted" }, "Status must be Active or Disabled"],
    // Number() reads these; the form takes decimal text only.
    [{ price: "0x10" }, "Price must be a number"],
    [{ price: "1e3" }, "Price must be a number"],
    [{ price: "Infinity" }, "Price must be a number"],
    [{ stock: "0b11" }, "Stock must be a number"],
    [{ offer: "1e1" }, "Offer must be a number"],
    [{ featuredOrder: "0x1" }, "Featured order must be a number"],
  ])("refuses %j with '%s'", (change, message) => {
    expect(productFieldsSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
