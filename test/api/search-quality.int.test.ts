// What shoppers type, and the product family each should find first, on the demo seed (names,
// categories, descriptions, sizes): intent words, typos, Roman Urdu, Urdu script, the catalogue's
// own Urdu names (words no list knows), plain English names and sizes. Every row must find its family first; precision at 1 and 5 is printed by kind.
import { GET as search } from "@/app/api/product/search/route";
import type { CatalogProduct } from "@/lib/domain/catalog";
import { searchCatalog } from "@/lib/server/catalog";
import { nearestLimit, nearestProducts } from "@/lib/server/catalog/search";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { seedDemo } from "@/prisma/seed";
import { callRoute } from "../support/api";

jest.setTimeout(120_000);

interface Expected {
  label: string;
  holds: (product: CatalogProduct) => boolean;
}
const named = (pattern: RegExp): Expected => ({
  label: String(pattern),
  holds: (product) => pattern.test(product.name),
});
const inCategory = (name: string): Expected => ({
  label: `in ${name}`,
  holds: (product) => product.category?.name === name,
});
const byWeight: Expected = { label: "sold by weight", holds: (product) => product.hasWeightSelection };
const either = (...all: Expected[]): Expected => ({
  label: all.map((one) => one.label).join(" or "),
  holds: (product) => all.some((one) => one.holds(product)),
});

const almonds = named(/almonds/i);
const dates = named(/dates/i);
const gifts = inCategory("Gift Boxes");
const mixes = inCategory("Trail Mixes");

type Kind = "intent" | "size" | "typo" | "roman urdu" | "urdu" | "urdu name" | "english";
const table: [kind: Kind, query: string, expected: Expected][] = [
  ["intent", "sugar free dates", dates],
  ["intent", "no sugar dates", dates],
  ["intent", "sugar free", named(/mango/i)],
  ["intent", "gift box", gifts],
  ["intent", "gift", gifts],
  ["intent", "gifts", gifts],
  ["intent", "gift hamper", gifts],
  ["intent", "eid gift", gifts],
  ["intent", "gift for eid", gifts],
  ["intent", "eid", gifts],
  ["intent", "wedding gift", gifts],
  ["intent", "shadi ke liye tohfa", gifts],
  ["intent", "dry fruit gift box", gifts],
  ["intent", "dates gift box", dates],
  ["intent", "mix dry fruit", mixes],
  ["intent", "dry fruit mix", mixes],
  ["intent", "mixed dry fruits", mixes],
  ["intent", "assorted dry fruits", mixes],
  ["intent", "trail mix", mixes],
  ["intent", "mixed nuts", mixes],
  ["intent", "family pack almonds", almonds],
  ["intent", "family pack", byWeight],
  ["intent", "badaam giri", almonds],
  ["intent", "akhrot giri", named(/walnut kernels/i)],
  ["intent", "walnuts without shell", named(/walnut kernels/i)],
  ["intent", "almonds with shell", named(/almonds in shell/i)],
  ["intent", "best quality badam", almonds],
  ["intent", "badam price", almonds],
  ["intent", "buy dates online", dates],
  ["intent", "ramzan dates", dates],
  ["intent", "salted pistachio", named(/salted pistachio/i)],
  ["intent", "roasted badam", almonds],
  ["intent", "mewa", either(inCategory("Dry Fruits"), named(/dry fruit/i))],
  ["size", "1 kg almonds", almonds],
  ["size", "1kg badam", almonds],
  ["size", "500 g dates", dates],
  ["size", "500g pista", named(/pistachio/i)],
  ["size", "250 gm kaju", named(/cashew/i)],
  ["size", "half kg akhrot", named(/walnut/i)],
  ["size", "aadha kilo khajoor", dates],
  ["size", "2 kg chilgoza", named(/pine nut/i)],
  ["size", "1 kilo kishmish", named(/raisin/i)],
  ["size", "ek pao anjeer", named(/fig/i)],
  ["size", "آدھا کلو بادام", almonds],
  ["size", "1 kg", byWeight],
  ["typo", "almnd", almonds],
  ["typo", "pistachoi", named(/pistachio/i)],
  ["typo", "cashw", named(/cashew/i)],
  ["typo", "walnutt", named(/walnut/i)],
  ["typo", "khajur", dates],
  ["typo", "badaam", almonds],
  ["typo", "rasins", named(/raisin/i)],
  ["typo", "apricott", named(/apricot/i)],
  ["typo", "medjol", named(/medjool/i)],
  ["typo", "ajwah", named(/ajwa/i)],
  ["typo", "hazelnt", named(/hazelnut/i)],
  ["typo", "cranbery", named(/cranberr/i)],
  ["typo", "chilghoza", named(/pine nut/i)],
  ["typo", "gifft box", gifts],
  ["typo", "mixd dry fruit", mixes],
  ["roman urdu", "badam", almonds],
  ["roman urdu", "pista", named(/pistachio/i)],
  ["roman urdu", "kaju", named(/cashew/i)],
  ["roman urdu", "khajoor", dates],
  ["roman urdu", "akhrot", named(/walnut/i)],
  ["roman urdu", "anjeer", named(/fig/i)],
  ["roman urdu", "kishmish", named(/raisin/i)],
  ["roman urdu", "chilgoza", named(/pine nut/i)],
  ["roman urdu", "khubani", named(/apricot/i)],
  ["roman urdu", "moongphali", named(/peanut/i)],
  ["roman urdu", "munakka", named(/raisin/i)],
  ["roman urdu", "aloo bukhara", named(/plum/i)],
  ["roman urdu", "chana", named(/chickpea/i)],
  ["roman urdu", "tukh malanga", named(/basil/i)],
  ["roman urdu", "Badam Mamra", named(/mamra almond/i)],
  ["roman urdu", "shahtoot", named(/mulberr/i)],
  ["roman urdu", "kaddu ke beej", named(/pumpkin/i)],
  ["roman urdu", "tohfa", gifts],
  ["roman urdu", "shehad", named(/honey/i)],
  ["urdu", "بادام", almonds],
  ["urdu", "پستہ", named(/pistachio/i)],
  ["urdu", "کاجو", named(/cashew/i)],
  ["urdu", "کھجور", dates],
  ["urdu", "اخروٹ", named(/walnut/i)],
  ["urdu", "انجیر", named(/fig/i)],
  ["urdu", "کشمش", named(/raisin/i)],
  ["urdu", "خوبانی", named(/apricot/i)],
  ["urdu", "مونگ پھلی", named(/peanut/i)],
  ["urdu", "چلغوزہ", named(/pine nut/i)],
  ["urdu", "آلو بخارا", named(/plum/i)],
  ["urdu", "تحفہ", gifts],
  ["urdu", "عید", gifts],
  ["urdu name", "ممرا", named(/mamra almonds/i)],
  ["urdu name", "کیلیفورنیا بادام", named(/california almonds/i)],
  ["urdu name", "سنہری کشمش", named(/golden raisins/i)],
  ["urdu name", "عجوہ", named(/ajwa/i)],
  ["urdu name", "میکاڈیمیا", named(/macadamia/i)],
  ["urdu name", "پیکن", named(/pecan/i)],
  ["urdu name", "تربوز کے بیج", named(/watermelon/i)],
  ["urdu name", "سیب کے چپس", named(/apple chips/i)],
  ["urdu name", "گوجی", named(/goji/i)],
  ["urdu name", "بیج", inCategory("Seeds")],
  ["urdu name", "گری دار میوے", inCategory("Nuts")],
  ["urdu name", "ملے جلے میوے", mixes],
  ["english", "almonds", almonds],
  ["english", "pistachio", named(/pistachio/i)],
  ["english", "cashew", named(/cashew/i)],
  ["english", "dates", dates],
  ["english", "walnut", named(/walnut/i)],
  ["english", "raisins", named(/raisin/i)],
  ["english", "figs", named(/fig/i)],
  ["english", "apricot", named(/apricot/i)],
  ["english", "pine nuts", named(/pine nut/i)],
  ["english", "peanuts", named(/peanut/i)],
  ["english", "mamra almonds", named(/mamra almond/i)],
  ["english", "ajwa dates", named(/ajwa/i)],
  ["english", "walnut kernels", named(/walnut kernels/i)],
  ["english", "chia seeds", named(/chia/i)],
  ["english", "dried mango", named(/mango/i)],
  ["english", "chickpeas", named(/chickpea/i)],
  ["english", "berries", inCategory("Dried Berries")],
  ["english", "seeds", inCategory("Seeds")],
];

let visible: CatalogProduct[];
const find = (query: string) => searchCatalog(query, null);
const names = (products: CatalogProduct[]) => products.map((product) => product.name);

beforeAll(async () => {
  await seedDemo(db, { uploadDir: env.UPLOAD_DIR });
  visible = await db.product
    .findMany({
      where: { status: "Active", OR: [{ categoryId: null }, { category: { status: "Active" } }] },
      select: { name: true, hasWeightSelection: true, category: { select: { name: true } } },
    })
    .then((rows) => rows as unknown as CatalogProduct[]);
});

describe("words that describe rather than name", () => {
  it("finds every date for 'sugar free dates', the sweetened ones last", async () => {
    const found = await find("sugar free dates");
    const allDates = visible.filter((product) => /dates/i.test(product.name));
    expect(allDates).toHaveLength(11);
    expect(names(found).sort()).toEqual(names(allDates).sort());
    expect(found.at(-1)!.name).toBe("Honey Dipped Dates Jar");
  });

  it("finds every gift product for 'gift box', and the gift products first", async () => {
    const found = await find("gift box");
    const allGifts = visible.filter(gifts.holds);
    expect(allGifts).toHaveLength(4);
    expect(names(found.slice(0, 3)).sort()).toEqual([
      "Dry Fruit Gift Hamper",
      "Eid Dry Fruit Gift Box",
      "Wedding Favour Boxes (Pack of 10)",
    ]);
    expect(names(found)).toEqual(expect.arrayContaining(names(allGifts)));
  });

  it("finds the six mixes first for 'mix dry fruit'", async () => {
    const found = await find("mix dry fruit");
    expect(found.slice(0, 6).every(mixes.holds)).toBe(true);
  });

  it("ranks the almonds before the dates stuffed with almonds", async () => {
    for (const query of ["badaam giri", "1 kg almonds", "badam", "almonds"]) {
      const found = names(await find(query));
      expect({ query, first: found.slice(0, 3).sort() }).toEqual({
        query,
        first: ["California Almonds", "Kaghzi Almonds in Shell", "Mamra Almonds"],
      });
    }
  });

  it("prefers products sold in the size asked for", async () => {
    // The 1 kg box of mixed dry fruit and Ajwa dates before the hamper, which says no weight.
    expect(names(await find("1 kg gift box"))[0]).toBe("Eid Dry Fruit Gift Box");
    // Sold by weight, or a jar of 500 g, before the stuffed box, which is sold by the piece.
    const found = await find("500 g dates");
    expect(found[0]!.hasWeightSelection).toBe(true);
    expect(found.at(-1)!.name).toBe("Stuffed Almond Dates Box");
  });

  it("answers the header's suggestions the same way", async () => {
    const response = await callRoute(search, { path: `/api/product/search?q=${encodeURIComponent("gift box")}` });
    const found = (response.json.Products as { pName: string }[]).map((product) => product.pName);
    expect(found.length).toBeGreaterThanOrEqual(4);
  });
});

describe("a search that finds nothing", () => {
  it("offers the names nearest the text, else the shop's featured products", async () => {
    expect(await find("qwxyzzy")).toEqual([]);
    const featured = await nearestProducts("qwxyzzy", null);
    expect(featured.kind).toBe("featured");
    expect(featured.products).toHaveLength(nearestLimit);
    expect(featured.products[0]!.name).toBe("Mamra Almonds");
    const similar = await nearestProducts("almondo cookies", null);
    expect(similar.kind).toBe("similar");
    expect(names(similar.products)).toContain("Mamra Almonds");
  });

  it("still finds the family when other words find nothing with it", async () => {
    expect(
      names(await find("almondo cookies"))
        .slice(0, 3)
        .sort(),
    ).toEqual(["California Almonds", "Kaghzi Almonds in Shell", "Mamra Almonds"]);
  });
});

it(`finds the expected family first for every one of ${table.length} queries shoppers type`, async () => {
  expect(table.length).toBeGreaterThanOrEqual(60);
  const byKind = new Map<Kind, { rows: number; atOne: number; atFive: number }>();
  const misses: string[] = [];
  const partly: string[] = [];
  for (const [kind, query, expected] of table) {
    const found = await find(query);
    const relevant = visible.filter(expected.holds).length;
    const top = found.slice(0, 5);
    const figures = byKind.get(kind) ?? { rows: 0, atOne: 0, atFive: 0 };
    figures.rows += 1;
    if (found[0] && expected.holds(found[0])) figures.atOne += 1;
    else misses.push(`${kind}: '${query}' -> ${found[0]?.name ?? "nothing"} (expected ${expected.label})`);
    // Of the first five, the share that is of the family; a family of fewer than five counts out of its size.
    const atFive = top.filter(expected.holds).length / Math.max(1, Math.min(5, relevant));
    figures.atFive += atFive;
    if (atFive < 1) partly.push(`'${query}' ${atFive.toFixed(2)}: ${names(top).join(" | ")}`);
    byKind.set(kind, figures);
  }
  const line = (kind: string, rows: number, atOne: number, atFive: number) =>
    `${kind.padEnd(11)} ${String(rows).padStart(4)}  p@1 ${(atOne / rows).toFixed(2)}  p@5 ${(atFive / rows).toFixed(2)}`;
  const all = [...byKind.values()].reduce(
    (sum, figures) => ({
      rows: sum.rows + figures.rows,
      atOne: sum.atOne + figures.atOne,
      atFive: sum.atFive + figures.atFive,
    }),
    { rows: 0, atOne: 0, atFive: 0 },
  );
  console.log(
    [
      "Search quality on the demo seed (kind, rows, precision at 1 and at 5):",
      ...[...byKind].map(([kind, figures]) => line(kind, figures.rows, figures.atOne, figures.atFive)),
      line("all", all.rows, all.atOne, all.atFive),
      ...(partly.length ? ["Below 1 at 5:", ...partly] : []),
      ...(misses.length ? ["Missed:", ...misses] : []),
    ].join("\n"),
  );
  expect(misses).toEqual([]);
});
