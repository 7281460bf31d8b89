import { productListQuerySchema, productsPerPage } from "@/lib/domain/validation/admin-product-list";
import { listProductsPage } from "@/lib/server/catalog/admin-products";
import { createCategory, createProduct } from "../support/fixtures";

jest.setTimeout(60_000);

const list = async (search: Record<string, string>) =>
  (await listProductsPage(productListQuerySchema.parse(search))).products.map((product) => product.name);

describe("the admin's products list", () => {
  let nuts: { id: string };
  beforeAll(async () => {
    nuts = await createCategory({ name: "List Nuts" });
    await createProduct({ name: "Zeta Mamra Almonds", price: 9000, stock: 20, offer: 10, categoryId: nuts.id });
    await createProduct({ name: "Zeta Kagzi Almonds", price: 4000, stock: 3, categoryId: nuts.id });
    await createProduct({ name: "Zeta Walnut Kernels", price: 6000, stock: 0, status: "Disabled" });
    await createProduct({ name: "Zeta Pine Nuts", price: 12000, stock: 8, featuredOrder: 1, categoryId: nuts.id });
  });

  it("finds products by any part of the name, in any case, each word anywhere", async () => {
    expect(await list({ q: "zeta almonds", sort: "name" })).toEqual(["Zeta Kagzi Almonds", "Zeta Mamra Almonds"]);
    expect(await list({ q: "ALMONDS zeta", sort: "name" })).toEqual(["Zeta Kagzi Almonds", "Zeta Mamra Almonds"]);
    expect(await list({ q: "zeta cashews" })).toEqual([]);
  });

  it("understands the words shoppers search with, as the shop's search does", async () => {
    // Roman Urdu for almonds, and a typo: what the shop's own search finds, the admin's finds too.
    expect(await list({ q: "zeta badam", sort: "name" })).toEqual(["Zeta Kagzi Almonds", "Zeta Mamra Almonds"]);
    expect(await list({ q: "zeta akhrot" })).toEqual(["Zeta Walnut Kernels"]);
    expect(await list({ q: "zeta mamra almnds" })).toContain("Zeta Mamra Almonds");
  });

  it("reads words that describe, and sizes, as the shop's search does", async () => {
    const gifts = await createCategory({ name: "Omega Gift Boxes" });
    await createProduct({ name: "Omega Wedding Favours", price: 4800, stock: 5, categoryId: gifts.id });
    await createProduct({ name: "Omega Hamper", price: 9000, stock: 5, status: "Disabled" });
    // Describing words are not required in the name; with a family they only describe it.
    expect(await list({ q: "sugar free zeta almonds", sort: "name" })).toEqual([
      "Zeta Kagzi Almonds",
      "Zeta Mamra Almonds",
    ]);
    expect(await list({ q: "1 kg zeta badam", sort: "name" })).toEqual(["Zeta Kagzi Almonds", "Zeta Mamra Almonds"]);
    // Alone, they find what they match: by name or by category, hidden products too.
    expect(await list({ q: "gift box", sort: "name" })).toEqual(["Omega Hamper", "Omega Wedding Favours"]);
  });

  it("filters by category, status, stock and offer", async () => {
    expect(await list({ q: "zeta", category: "none" })).toEqual(["Zeta Walnut Kernels"]);
    expect(await list({ q: "zeta", status: "Disabled" })).toEqual(["Zeta Walnut Kernels"]);
    expect(await list({ q: "zeta", stock: "out" })).toEqual(["Zeta Walnut Kernels"]);
    expect(await list({ q: "zeta", stock: "low" })).toEqual(["Zeta Kagzi Almonds"]);
    expect(await list({ q: "zeta", offer: "yes" })).toEqual(["Zeta Mamra Almonds"]);
    expect(await list({ q: "zeta", category: nuts.id, stock: "in", sort: "price" })).toEqual([
      "Zeta Kagzi Almonds",
      "Zeta Mamra Almonds",
      "Zeta Pine Nuts",
    ]);
  });

  it("sorts, pages, and reads a hostile address as the default list", async () => {
    expect(await list({ q: "zeta", sort: "price", dir: "desc" })).toEqual([
      "Zeta Pine Nuts",
      "Zeta Mamra Almonds",
      "Zeta Walnut Kernels",
      "Zeta Kagzi Almonds",
    ]);
    expect((await list({ q: "zeta", sort: "featured" }))[0]).toBe("Zeta Pine Nuts");
    for (let index = 0; index < productsPerPage; index += 1) await createProduct({ name: `Paged Item ${index}` });
    const second = await listProductsPage(productListQuerySchema.parse({ q: "paged item", page: "2" }));
    expect({ total: second.total, pageCount: second.pageCount, shown: second.products.length }).toEqual({
      total: productsPerPage,
      pageCount: 1,
      shown: 0,
    });
    await createProduct({ name: "Paged Item extra" });
    const last = await listProductsPage(productListQuerySchema.parse({ q: "paged item", page: "2" }));
    expect({ pageCount: last.pageCount, shown: last.products.length }).toEqual({ pageCount: 2, shown: 1 });
    expect(productListQuerySchema.parse({ sort: "'; drop", page: "-4", stock: "lots", dir: "up" })).toEqual({
      sort: "updated",
      page: 1,
    });
  });
});
