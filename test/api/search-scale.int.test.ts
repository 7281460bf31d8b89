// A search's work stays that of a rare word's however many names hold its words (issue 37): it ranks
// at most searchLimits.rankedCandidates of them, and a mistyped word is corrected against the
// catalogue's words (kept by triggers) instead of compared with every name.
import { searchLimits } from "@/lib/domain/limits";
import { productListQuerySchema } from "@/lib/domain/validation/admin-product-list";
import { searchCatalog } from "@/lib/server/catalog";
import { listProductsPage } from "@/lib/server/catalog/admin-products";
import { searchResults, searchResultsLimit } from "@/lib/server/catalog/search";
import { db } from "@/lib/server/db";
import { createProduct } from "../support/fixtures";
import { statementsOf, type PlanNode } from "../support/search-plans";

jest.setTimeout(60_000);

const found = async (text: string) => (await searchCatalog(text, null)).map((product) => product.name);
const listed = async (q: string) =>
  (await listProductsPage(productListQuerySchema.parse({ q, sort: "name" }))).products.map((product) => product.name);
const wordsOf = async (...words: string[]) =>
  Object.fromEntries(
    (await db.catalogueWord.findMany({ where: { word: { in: words } } })).map((row) => [row.word, row.names]),
  );

const held = searchLimits.rankedCandidates + 100;

/** The most rows a statement of the search read from the products' table (not its indexes). */
const mostRowsRead = (nodes: PlanNode[]) =>
  Math.max(...nodes.filter((node) => node["Relation Name"] === "Product").map((node) => node["Actual Rows"]));

beforeAll(async () => {
  await db.product.createMany({
    data: Array.from({ length: held }, (_, index) => ({ name: `Zesty Walnut Blend No. ${index + 1}`, price: 900 })),
  });
  // The planner's figures for a table of this size, as autovacuum would gather them.
  await db.$executeRaw`ANALYZE "Product"`;
});

describe("a word thousands of names hold", () => {
  it(`is ranked across at most ${searchLimits.rankedCandidates} of them, and still fills the results`, async () => {
    const statements = await statementsOf("zesty");
    expect(mostRowsRead(statements.flatMap((statement) => statement.nodes))).toBe(searchLimits.rankedCandidates);
    expect(await found("zesty")).toHaveLength(searchResultsLimit);
  });
});

describe("a size with no word to look for ('1 kg')", () => {
  it("lists what is sold by weight in the shop's order, reading no more rows than it ranks", async () => {
    const statements = await statementsOf("1 kg");
    expect(statements).toHaveLength(1);
    expect(mostRowsRead(statements[0]!.nodes)).toBeLessThanOrEqual(3 * searchResultsLimit);
    expect(await found("1 kg")).toHaveLength(searchResultsLimit);
  });
});

describe("a mistyped word", () => {
  it("is corrected to the catalogue's word, in the shop and in the admin, without comparing every name", async () => {
    const shop = await found("zetsy");
    expect(shop).toHaveLength(searchResultsLimit);
    expect(shop.every((name) => name.startsWith("Zesty"))).toBe(true);
    expect((await listed("zetsy")).every((name) => name.startsWith("Zesty"))).toBe(true);
    // The results page says what it searched instead; a text found as typed says nothing.
    expect((await searchResults("Walnut ZETSY", null)).correctedTo).toBe("walnut zesty");
    expect((await searchResults("zesty", null)).correctedTo).toBeNull();
    // As typed it finds nothing, corrected it finds the Zesty blends: the names are never compared
    // with the text by likeness (pg_trgm's word_similarity, `<%`).
    const statements = await statementsOf("zetsy");
    expect(statements).toHaveLength(2);
    expect(statements.filter((statement) => statement.sql.includes("<%"))).toEqual([]);
    expect(mostRowsRead(statements[1]!.nodes)).toBe(searchLimits.rankedCandidates);
  });

  it("finds nothing when no word of the catalogue is near it", async () => {
    expect(await found("qxzvvk")).toEqual([]);
  });
});

describe("the catalogue's words", () => {
  it("follow the products as they are added, renamed and deleted; stock moves write nothing", async () => {
    expect(await wordsOf("zesty", "walnut", "blend", "no")).toEqual({ zesty: held, walnut: held, blend: held });
    const product = await createProduct({ name: "Quokka Treats (Large)", nameUr: "کوکا مٹھائی" });
    expect(await wordsOf("quokka", "treats", "large", "کوکا", "مٹھائی")).toEqual({
      quokka: 1,
      treats: 1,
      large: 1,
      کوکا: 1,
      مٹھائی: 1,
    });
    await db.product.update({ where: { id: product.id }, data: { name: "Wombat Treats 500g" } });
    expect(await wordsOf("quokka", "wombat", "treats", "large", "500g")).toEqual({ wombat: 1, treats: 1 });
    await db.product.updateMany({ data: { stock: { increment: 1 } } });
    expect(await wordsOf("wombat", "zesty")).toEqual({ wombat: 1, zesty: held });
    await db.productImage.deleteMany({ where: { productId: product.id } });
    await db.product.delete({ where: { id: product.id } });
    expect(await wordsOf("wombat", "treats", "کوکا")).toEqual({});
    expect(await found("wombta")).toEqual([]);
  });
});
