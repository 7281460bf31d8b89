import { normalizeSearchText, planSearch } from "./search";

describe("planSearch", () => {
  it("adds a family's English name to the word a shopper types, in Roman Urdu or Urdu script", () => {
    expect(planSearch("Badam").terms).toEqual([{ anyOf: ["badam", "almond"] }]);
    expect(planSearch("کھجور").terms).toEqual([{ anyOf: ["کھجور", "date"] }]);
    expect(planSearch("aloo bukhara").terms).toEqual([{ anyOf: ["aloo bukhara", "plum"] }]);
  });

  it("takes a family's word with a typo or two, never a short word with one", () => {
    expect(planSearch("khajur").terms).toEqual([{ anyOf: ["khajur", "date"] }]);
    expect(planSearch("chilghoze").terms).toEqual([{ anyOf: ["chilghoze", "pine nut"] }]);
    expect(planSearch("tel").terms).toEqual([{ anyOf: ["tel"] }]);
  });

  it("keeps other words as they are, each one a term, and compares the English text by similarity", () => {
    expect(planSearch("  Roasted   BADAM ")).toEqual({
      terms: [{ anyOf: ["roasted"] }, { anyOf: ["badam", "almond"] }],
      similarText: "roasted almond",
    });
    expect(planSearch("mamra")).toEqual({ terms: [{ anyOf: ["mamra"] }], similarText: "mamra" });
    // A family's own English name is taken with a typo too.
    expect(planSearch("almnd").terms).toEqual([{ anyOf: ["almnd", "almond"] }]);
  });

  it("normalises case, spaces and Unicode composition", () => {
    expect(normalizeSearchText(" Mamra\tALMONDS ")).toBe("mamra almonds");
  });
});
