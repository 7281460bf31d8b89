// The search finds a product by its Urdu name as the catalogue writes it (words no list of
// lib/domain/search-words.ts knows), and a category's products by the category's Urdu name: in the
// shop, the header's suggestions and the admin's list, through the Urdu name's trigram index.
import { GET as search } from "@/app/api/product/search/route";
import { productListQuerySchema } from "@/lib/domain/validation/admin-product-list";
import { searchCatalog } from "@/lib/server/catalog";
import { listProductsPage } from "@/lib/server/catalog/admin-products";
import { searchSteps } from "@/lib/server/catalog/search";
import { planSearch } from "@/lib/domain/search";
import { callRoute } from "../support/api";
import { planNodesOf } from "../support/search-plans";
import { createCategory, createProduct } from "../support/fixtures";

jest.setTimeout(60_000);

const found = async (text: string) => (await searchCatalog(text, null)).map((product) => product.name);
const suggested = async (text: string) =>
  (
    (await callRoute(search, { path: `/api/product/search?q=${encodeURIComponent(text)}` })).json.Products as {
      pName: string;
    }[]
  ).map((product) => product.pName);
const listed = async (q: string) =>
  (await listProductsPage(productListQuerySchema.parse({ q, sort: "name" }))).products.map((product) => product.name);

beforeAll(async () => {
  const chitrali = await createCategory({ name: "Mountain Specials", nameUr: "چترالی سوغات" });
  // Categories and products without an Urdu name: an empty one must hold no word.
  const shelf = await createCategory({ name: "Plain Shelf" });
  await createProduct({ name: "Golden Raisins", nameUr: "سنہری کشمش", categoryId: shelf.id });
  await createProduct({ name: "Kernel Mix", nameUr: "چترالی گری مکس" });
  await createProduct({ name: "Walnut Halves", categoryId: chitrali.id });
  await createProduct({ name: "Hunza Apricots", categoryId: chitrali.id });
  await createProduct({ name: "Kaghzi Almonds", nameUr: "کاغذی بادام" });
  await createProduct({ name: "Plain Figs", categoryId: shelf.id });
  await createProduct({ name: "Plain Peanuts" });
  await createProduct({ name: "Sidr Honey Pure", nameUr: "سدر 100% خالص" });
  await createProduct({ name: "Sidr Honey Kilo", nameUr: "سدر 1000 گرام" });
  await createProduct({ name: "Dried Dates Special", nameUr: "چھوہارا_خاص" });
  await createProduct({ name: "Dried Dates Plain", nameUr: "چھوہاراءخاص" });
});

describe("a product's Urdu name", () => {
  it("finds the product when only its Urdu name holds the word, in the shop, the suggestions and the admin's list", async () => {
    expect(await found("سنہری")).toEqual(["Golden Raisins"]);
    expect(await suggested("سنہری")).toEqual(["Golden Raisins"]);
    expect(await listed("سنہری")).toEqual(["Golden Raisins"]);
  });

  it("holds a word as its English name does: one word in each name finds the product", async () => {
    expect(await found("کاغذی almonds")).toEqual(["Kaghzi Almonds"]);
    expect(await listed("کاغذی almonds")).toEqual(["Kaghzi Almonds"]);
  });

  it("is still found misspelt, by likeness", async () => {
    expect(await found("سنہرے")).toEqual(["Golden Raisins"]);
    expect(await listed("سنہرے")).toEqual(["Golden Raisins"]);
  });

  it("matches the shopper's %, _ and \\ literally, in the shop and in the admin's list", async () => {
    for (const find of [found, listed]) {
      expect(await find("سدر 100%")).toEqual(["Sidr Honey Pure"]);
      expect(await find("چھوہارا_")).toEqual(["Dried Dates Special"]);
      expect(await find("%%%%")).toEqual([]);
      expect(await find("____")).toEqual([]);
      expect(await find("\\")).toEqual([]);
    }
  });
});

describe("a category's Urdu name", () => {
  it("lists the category's products, after a product whose own Urdu name holds the word", async () => {
    expect(await found("چترالی")).toEqual(["Kernel Mix", "Hunza Apricots", "Walnut Halves"]);
    expect(await suggested("چترالی")).toEqual(["Kernel Mix", "Hunza Apricots", "Walnut Halves"]);
    expect(await listed("چترالی")).toEqual(["Hunza Apricots", "Kernel Mix", "Walnut Halves"]);
  });
});

describe("an empty Urdu name", () => {
  it("holds no word: a category without one is never matched, a search for a word no name holds finds nothing", async () => {
    const categories = [
      { id: "named", name: "Nuts", nameUr: "میوے" },
      { id: "unnamed", name: "Seeds", nameUr: "" },
    ];
    for (const text of ["زیتون", "nuts", "،"]) {
      const steps = searchSteps(planSearch(text), categories);
      const categoryIds = steps.flatMap((step) =>
        "every" in step ? step.every.flatMap((held) => held.categoryIds) : [],
      );
      expect({ text, categoryIds }).toEqual({ text, categoryIds: text === "nuts" ? ["named"] : [] });
    }
    expect(await found("زیتون")).toEqual([]);
    expect(await found("،")).toEqual([]);
    expect(await listed("زیتون")).toEqual([]);
  });
});

describe("the Urdu name's trigram index", () => {
  it("serves an Urdu search and its likeness fallback, narrowed to the rows that hold the word's trigrams", async () => {
    for (const text of ["سنہری", "سنہرے"]) {
      const nodes = await planNodesOf(text);
      const urduName = nodes.filter((node) => node["Index Name"] === "Product_nameUr_trgm_idx");
      expect({ text, read: urduName.length > 0 }).toEqual({ text, read: true });
      // Urdu letters make trigrams (the database's UTF-8 character type): the index finds the one
      // product, and an index that could not narrow would return every row.
      expect(urduName.every((node) => node["Actual Rows"] <= 1)).toBe(true);
      expect(nodes.filter((node) => node["Node Type"] === "Seq Scan")).toEqual([]);
    }
  });
});
