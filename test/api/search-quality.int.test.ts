// What shoppers type, and the product family each should find first, on the demo catalogue's names:
// English, Roman Urdu, Urdu script and misspellings. The hit rate is printed and held above a floor.
import { GET as search } from "@/app/api/product/search/route";
import { db } from "@/lib/server/db";
import { demoProducts } from "@/prisma/seed/catalogue";
import { callRoute } from "../support/api";

const queries: [query: string, family: RegExp][] = [
  // English
  ["almonds", /almond/i],
  ["pistachio", /pistachio/i],
  ["cashew", /cashew/i],
  ["dates", /dates/i],
  ["walnut", /walnut/i],
  ["raisins", /raisin/i],
  ["figs", /fig/i],
  ["apricot", /apricot/i],
  ["pine nuts", /pine nut/i],
  ["peanuts", /peanut/i],
  ["salted pistachio", /salted pistachio/i],
  ["gift box", /gift box/i],
  // Roman Urdu
  ["badam", /almond/i],
  ["pista", /pistachio/i],
  ["kaju", /cashew/i],
  ["khajoor", /dates/i],
  ["akhrot", /walnut/i],
  ["anjeer", /fig/i],
  ["kishmish", /raisin/i],
  ["chilgoza", /pine nut/i],
  ["khubani", /apricot/i],
  ["moongphali", /peanut/i],
  ["munakka", /raisin/i],
  ["aloo bukhara", /plum/i],
  ["chana", /chickpea/i],
  ["tukh malanga", /basil/i],
  ["Badam Mamra", /mamra almond/i],
  // Urdu script
  ["بادام", /almond/i],
  ["پستہ", /pistachio/i],
  ["کاجو", /cashew/i],
  ["کھجور", /dates/i],
  ["اخروٹ", /walnut/i],
  ["انجیر", /fig/i],
  ["کشمش", /raisin/i],
  ["خوبانی", /apricot/i],
  ["مونگ پھلی", /peanut/i],
  ["چلغوزہ", /pine nut/i],
  // Misspellings
  ["almnd", /almond/i],
  ["pistachoi", /pistachio/i],
  ["cashw", /cashew/i],
  ["walnutt", /walnut/i],
  ["khajur", /dates/i],
  ["badaam", /almond/i],
  ["rasins", /raisin/i],
  ["apricott", /apricot/i],
  ["medjol", /medjool/i],
  ["ajwah", /ajwa/i],
  ["hazelnt", /hazelnut/i],
  ["cranbery", /cranberr/i],
  ["chilghoza", /pine nut/i],
];

beforeAll(async () => {
  await db.product.createMany({
    data: demoProducts.map((product) => ({ name: product.name, price: product.price, stock: product.stock })),
  });
});

it(`finds the expected family first for at least 45 of ${queries.length} queries shoppers type`, async () => {
  const misses: string[] = [];
  for (const [query, family] of queries) {
    const response = await callRoute(search, { path: `/api/product/search?q=${encodeURIComponent(query)}` });
    const [first] = response.json.Products as { pName: string }[];
    if (!first || !family.test(first.pName)) misses.push(`${query} -> ${first?.pName ?? "nothing"}`);
  }
  const hits = queries.length - misses.length;
  console.log(
    `Search hit rate: ${hits}/${queries.length} (${Math.round((hits / queries.length) * 100)}%)${misses.length ? `; missed: ${misses.join(", ")}` : ""}`,
  );
  expect(hits).toBeGreaterThanOrEqual(45);
});
