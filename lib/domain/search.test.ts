import fc from "fast-check";
import { searchLimits } from "./limits";
import {
  correctedPlan,
  correctedText,
  leastWords,
  normalizeSearchText,
  otherFamilies,
  planSearch,
  readSize,
  sizeOf,
} from "./search";
import { searchDescriptors, searchFamilies, searchFillers } from "./search-words";

const descriptorNames = (text: string) => planSearch(text).descriptors.map((descriptor) => descriptor.name);

describe("planSearch", () => {
  it("adds a family's English name to the word a shopper types, in Roman Urdu or Urdu script", () => {
    expect(planSearch("Badam").terms).toEqual([{ anyOf: ["badam", "almond"], family: "almond" }]);
    expect(planSearch("کھجور").terms).toEqual([{ anyOf: ["کھجور", "date"], family: "date" }]);
    expect(planSearch("aloo bukhara").terms).toEqual([{ anyOf: ["aloo bukhara", "plum"], family: "plum" }]);
  });

  it("takes a family's word with a typo or two, never a short word with one", () => {
    expect(planSearch("khajur").terms).toEqual([{ anyOf: ["khajur", "date"], family: "date" }]);
    expect(planSearch("chilghoze").terms).toEqual([{ anyOf: ["chilghoze", "pine nut"], family: "pine nut" }]);
    expect(planSearch("tel").terms).toEqual([{ anyOf: ["tel"] }]);
    // Two letters swapped are one typo.
    expect(planSearch("almnod").terms).toEqual([{ anyOf: ["almnod", "almond"], family: "almond" }]);
  });

  it("keeps other words as they are, and their singular, each one a term, and compares the English text by similarity", () => {
    expect(planSearch("  Roasted   BADAM ")).toEqual({
      terms: [{ anyOf: ["roasted"] }, { anyOf: ["badam", "almond"], family: "almond" }],
      descriptors: [],
      size: null,
      similarText: "roasted almond",
    });
    expect(planSearch("mamra").terms).toEqual([{ anyOf: ["mamra"] }]);
    expect(planSearch("nuts berries glass").terms).toEqual([
      { anyOf: ["nuts", "nut"] },
      { anyOf: ["berries", "berry"] },
      { anyOf: ["glass"] },
    ]);
    // A family's own English name is taken with a typo too.
    expect(planSearch("almnd").terms).toEqual([{ anyOf: ["almnd", "almond"], family: "almond" }]);
  });

  it("normalises case, spaces, Unicode composition and Urdu digits", () => {
    expect(normalizeSearchText(" Mamra\tALMONDS ")).toBe("mamra almonds");
    expect(normalizeSearchText("۵۰۰ گرام")).toBe("500 گرام");
  });
});

describe("words that describe rather than name", () => {
  it("reads them as descriptors, never as terms a name must hold", () => {
    const plan = planSearch("sugar free dates");
    expect(plan.terms).toEqual([{ anyOf: ["dates", "date"], family: "date" }]);
    expect(descriptorNames("sugar free dates")).toEqual(["sugar free"]);
    expect(plan.descriptors[0]!.avoid).toContain("honey");
  });

  it("knows their spellings, phrases and typos, and takes each descriptor once", () => {
    expect(descriptorNames("gift box")).toEqual(["gift"]);
    expect(descriptorNames("gifts hamper")).toEqual(["gift"]);
    expect(descriptorNames("gifft box")).toEqual(["gift"]);
    expect(descriptorNames("تحفہ")).toEqual(["gift"]);
    expect(descriptorNames("eid gift")).toEqual(["eid", "gift"]);
    expect(descriptorNames("mixd dry fruit")).toEqual(["mix", "dry fruit"]);
    expect(descriptorNames("assorted meva")).toEqual(["mix", "dry fruit"]);
    expect(descriptorNames("no sugar")).toEqual(["sugar free"]);
    expect(descriptorNames("akhrot giri")).toEqual(["kernel"]);
    expect(descriptorNames("walnuts without shell")).toEqual(["kernel"]);
    expect(descriptorNames("almonds in shell")).toEqual(["in shell"]);
    expect(planSearch("gift box").terms).toEqual([]);
  });

  it("leaves out words that say nothing about the product, unless they are all there is", () => {
    expect(planSearch("buy best quality badam online price").terms).toEqual([
      { anyOf: ["badam", "almond"], family: "almond" },
    ]);
    expect(planSearch("best").terms).toEqual([{ anyOf: ["best"] }]);
    // A family's phrase wins over the filler inside it.
    expect(planSearch("kaddu ke beej").terms).toEqual([
      { anyOf: ["kaddu ke beej", "pumpkin seed"], family: "pumpkin seed" },
    ]);
  });

  it("has no word in two lists, and every descriptor something to match", () => {
    const families = searchFamilies.flatMap((family) => [family.name, ...family.words]).map(normalizeSearchText);
    const describing = searchDescriptors.flatMap((descriptor) => descriptor.words).map(normalizeSearchText);
    expect(describing.filter((word) => families.includes(word))).toEqual([]);
    expect(searchFillers.filter((word) => families.includes(word) || describing.includes(word))).toEqual([]);
    expect(new Set(describing).size).toBe(describing.length);
    for (const descriptor of searchDescriptors) expect(descriptor.matches.length).toBeGreaterThan(0);
  });
});

describe("sizes", () => {
  it.each([
    ["1 kg almonds", 1000],
    ["1kg badam", 1000],
    ["500 g dates", 500],
    ["500g pista", 500],
    ["250 gm kaju", 250],
    ["250gms kaju", 250],
    ["half kg akhrot", 500],
    ["aadha kilo khajoor", 500],
    ["1/2 kg anjeer", 500],
    ["0.5 kg anjeer", 500],
    ["2 kg chilgoza", 2000],
    ["do kilo chilgoza", 2000],
    ["dedh kilo badam", 1500],
    ["ek pao anjeer", 250],
    ["pao anjeer", 250],
    ["kilo badam", 1000],
    ["آدھا کلو بادام", 500],
    ["۵۰۰ گرام بادام", 500],
  ])("reads '%s' as %i g and looks only for the rest", (text, grams) => {
    const plan = planSearch(text);
    expect(plan.size?.grams).toBe(grams);
    expect(plan.terms).toHaveLength(1);
    expect(plan.terms[0]!.family).toBeDefined();
  });

  it("knows the shop's packs and what is sold by weight", () => {
    expect(sizeOf(1000)).toEqual({
      grams: 1000,
      pack: "1kg",
      byWeight: true,
      phrases: ["1 kg", "1kg", "1 kilo", "1000 g"],
    });
    expect(sizeOf(500).pack).toBe("500g");
    expect(sizeOf(250).pack).toBe("250g");
    expect(sizeOf(2000)).toMatchObject({ pack: null, byWeight: true });
    expect(sizeOf(100)).toMatchObject({
      pack: null,
      byWeight: false,
      phrases: ["100 g", "100g", "100 gm", "100 gram"],
    });
  });

  it("leaves a bare number, or a word that only looks like one, to be looked for", () => {
    expect(planSearch("pack of 10").terms).toEqual([{ anyOf: ["10"] }]);
    expect(planSearch("cashews w320").terms[1]).toEqual({ anyOf: ["w320"] });
    expect(readSize(["do", "you"], 0)).toBeUndefined();
    expect(readSize(["gram"], 0)).toEqual({ taken: 1, grams: 0 });
    expect(planSearch("gram badam").size).toBeNull();
  });

  it("takes a descriptor's size when the text names none", () => {
    expect(planSearch("family pack almonds").size?.grams).toBe(1000);
    expect(planSearch("family pack 500 g almonds").size?.grams).toBe(500);
    expect(planSearch("1 kg").terms).toEqual([]);
  });
});

describe("otherFamilies", () => {
  it("lists the families a text does not ask for", () => {
    const others = otherFamilies(planSearch("badam"));
    expect(others).toContain("date");
    expect(others).not.toContain("almond");
    expect(otherFamilies(planSearch("almond dates"))).not.toContain("date");
  });
});

describe("any text", () => {
  it("plans a search without throwing, with at most searchLimits.maxWords words looked at", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const plan = planSearch(text);
        expect(plan.terms.length + plan.descriptors.length).toBeLessThanOrEqual(searchLimits.maxWords);
        if (plan.size) expect(Number.isFinite(plan.size.grams)).toBe(true);
      }),
      { numRuns: 500 },
    );
    for (const text of ["1/0 kg", `${"9".repeat(400)} kg`, "0 kg", "½ kg", "kg kg kg", "% _ \\"])
      expect(() => planSearch(text)).not.toThrow();
  });
});

describe("leastWords", () => {
  it("leaves out a word that holds another of them: a pattern on the shorter answers for both", () => {
    expect(leastWords(["almonds", "almond"])).toEqual(["almond"]);
    expect(leastWords(["nuts", "nut", "walnut"])).toEqual(["nut"]);
    expect(leastWords(["dates", "khajoor", "dates"])).toEqual(["dates", "khajoor"]);
  });
});

describe("correctedPlan", () => {
  // The catalogue's words, the most held first.
  const words = ["dates", "jumbo", "roasted", "premium", "select", "salted", "sealed", "جمبو"];

  it("corrects a term no word holds to the nearest words, a swap of two letters being one typo", () => {
    expect(correctedPlan(planSearch("jmubo"), words)).toMatchObject({
      terms: [{ anyOf: ["jumbo"] }],
      similarText: "jumbo",
    });
    expect(correctedPlan(planSearch("roasetd seeds"), words)!.terms).toEqual([
      { anyOf: ["roasted"] },
      { anyOf: ["seeds", "seed"] },
    ]);
    expect(correctedPlan(planSearch("seect"), words)!.terms).toEqual([{ anyOf: ["select"] }]);
    expect(correctedPlan(planSearch("جبمو"), words)!.terms).toEqual([{ anyOf: ["جمبو"] }]);
  });

  it("keeps every word equally near, the most held first, up to three", () => {
    expect(correctedPlan(planSearch("saled"), words)!.terms).toEqual([{ anyOf: ["salted", "sealed"] }]);
  });

  it("leaves a term a word holds, a family's term, a short word and a word too far", () => {
    expect(correctedPlan(planSearch("prem"), words)).toBeNull();
    expect(correctedPlan(planSearch("badam"), words)).toBeNull();
    expect(correctedPlan(planSearch("sed"), words)).toBeNull();
    expect(correctedPlan(planSearch("qwxyzzy"), words)).toBeNull();
    expect(correctedPlan(planSearch("jmubo qwxyzzy"), words)!.terms).toEqual([
      { anyOf: ["jumbo"] },
      { anyOf: ["qwxyzzy"] },
    ]);
  });
});

describe("correctedText", () => {
  it("puts each corrected word in place of what was typed, the rest as typed", () => {
    const words = ["jumbo", "roasted", "premium"];
    const plan = planSearch("Premium  JMUBO 1 kg");
    expect(correctedText("Premium  JMUBO 1 kg", plan, correctedPlan(plan, words)!)).toBe("premium jumbo 1 kg");
    const two = planSearch("roasetd badam jmubo");
    expect(correctedText("roasetd badam jmubo", two, correctedPlan(two, words)!)).toBe("roasted badam jumbo");
  });
});
