import { descriptionIn, nameIn, optionalTextIn, textIn } from "./translated";

describe("text in a language", () => {
  it("is the Urdu text on the Urdu pages and the English one on the English pages", () => {
    expect(textIn("Walnuts", "اخروٹ", "ur")).toBe("اخروٹ");
    expect(textIn("Walnuts", "اخروٹ", "en")).toBe("Walnuts");
  });

  it.each(["", "   ", "\n\t", null, undefined])("falls back to English when the Urdu is %j", (urdu) => {
    expect(textIn("Walnuts", urdu, "ur")).toBe("Walnuts");
  });

  it("picks a product's or category's name and description", () => {
    const product = {
      name: "Ajwa Dates",
      nameUr: "عجوہ کھجور",
      description: "Soft dates from Madinah.",
      descriptionUr: " ",
    };
    expect(nameIn(product, "ur")).toBe("عجوہ کھجور");
    expect(nameIn(product, "en")).toBe("Ajwa Dates");
    expect(descriptionIn(product, "ur")).toBe("Soft dates from Madinah.");
    expect(nameIn({ name: "Cashews" }, "ur")).toBe("Cashews");
  });
});

describe("an optional text in a language", () => {
  it("is the Urdu text on the Urdu pages, marked as Urdu, and the English one elsewhere", () => {
    expect(optionalTextIn("Free Delivery", "مفت ڈیلیوری", "ur")).toEqual({ text: "مفت ڈیلیوری", urdu: true });
    expect(optionalTextIn("Free Delivery", "مفت ڈیلیوری", "en")).toEqual({ text: "Free Delivery", urdu: false });
  });

  it("falls back to the English text, and to none where neither has any", () => {
    expect(optionalTextIn("Free Delivery", " ", "ur")).toEqual({ text: "Free Delivery", urdu: false });
    expect(optionalTextIn(null, null, "ur")).toBeNull();
    expect(optionalTextIn(null, "مفت ڈیلیوری", "en")).toBeNull();
    expect(optionalTextIn(null, "مفت ڈیلیوری", "ur")).toEqual({ text: "مفت ڈیلیوری", urdu: true });
  });
});
