import { categoryFieldsSchema, categoryUpdateSchema } from "./category";

describe("category fields", () => {
  it("takes an optional name and description in Urdu, trimmed, empty when not given", () => {
    expect(categoryFieldsSchema.parse({ cName: "Dates" })).toMatchObject({ cNameUr: "", cDescriptionUr: "" });
    expect(
      categoryFieldsSchema.parse({ cName: "Dates", cNameUr: " کھجوریں ", cDescriptionUr: "مدینہ کی کھجوریں۔\n" }),
    ).toMatchObject({ cName: "Dates", cNameUr: "کھجوریں", cDescriptionUr: "مدینہ کی کھجوریں۔" });
  });

  it("bounds them as the English ones are", () => {
    const result = categoryFieldsSchema.safeParse({
      cName: "Dates",
      cNameUr: "ک".repeat(101),
      cDescriptionUr: "ک".repeat(1001),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please keep the Urdu name under 100 characters",
      "Please keep the Urdu description under 1000 characters",
    ]);
    expect(categoryFieldsSchema.safeParse({ cName: "", cNameUr: "کھجوریں" }).error?.issues[0]?.message).toBe(
      "Category name is required",
    );
  });

  it("leaves an edit's Urdu texts out when a client does not send them, and clears them when sent empty", () => {
    const unsent = categoryUpdateSchema.parse({ cDescription: "Soft.", cStatus: "Active" });
    expect(unsent.cNameUr).toBeUndefined();
    expect(unsent.cDescriptionUr).toBeUndefined();
    expect(categoryUpdateSchema.parse({ cNameUr: " ", cDescriptionUr: "" })).toMatchObject({
      cNameUr: "",
      cDescriptionUr: "",
    });
  });
});
