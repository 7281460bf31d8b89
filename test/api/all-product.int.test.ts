import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/product/all-product/route";
import { shopServerFlag, storedEncodingHeader } from "@/lib/app-server";
import { toLegacyProduct } from "@/lib/contract/catalog";
import { editProduct } from "@/lib/server/catalog/admin-products";
import { catalogChanged } from "@/lib/server/catalog/changes";
import {
  defaultProductOrder,
  productSelect,
  toCatalogProduct,
  visibleProductPages,
} from "@/lib/server/catalog/products";
import { visibleProductWhere } from "@/lib/server/catalog/visibility";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { createCategory, createProduct } from "../support/fixtures";

jest.setTimeout(60_000);

/** The answer as it was built before it streamed: one query, the whole list, JSON.stringify. */
async function answerInOnePiece(): Promise<string> {
  const rows = await db.product.findMany({
    where: visibleProductWhere,
    orderBy: defaultProductOrder,
    select: productSelect,
  });
  return JSON.stringify({ Products: rows.map((row) => toLegacyProduct(toCatalogProduct(row))) });
}

async function fetchAllProduct(headers: Record<string, string> = {}) {
  const response = await GET(new NextRequest("http://localhost:3000/api/product/all-product", { headers }), {
    params: Promise.resolve({}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const text = (
    encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes
  ).toString();
  return { status: response.status, headers: response.headers, bytes, text };
}

const gzip = { "accept-encoding": "gzip, deflate" };
const br = { "accept-encoding": "gzip, deflate, br, zstd" };
const namesIn = (text: string) => (JSON.parse(text) as { Products: { pName: string }[] }).Products.map((p) => p.pName);
const idsIn = (text: string) => (JSON.parse(text) as { Products: { _id: string }[] }).Products.map((p) => p._id);
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
/** Until a finished answer is kept (the memory store: a few ticks after its last byte). */
const kept = () => new Promise((resolve) => setTimeout(resolve, 20));

// The tests write their rows straight to the database: each expires the catalogue first, as a write does.
beforeEach(async () => {
  await tick();
  await catalogChanged({ everything: true });
  await tick();
});
afterEach(restoreEnv);

describe("GET /api/product/all-product", () => {
  it("lists visible products in the legacy shape, featured first, with the category populated", async () => {
    const category = await createCategory({ name: "Dates" });
    const featured = await createProduct({
      name: "Ajwa Dates",
      price: 3800,
      offer: 10,
      featuredOrder: 1,
      categoryId: category.id,
    });
    const plain = await createProduct({ name: "Almonds", price: 2800, stock: 0.25 });
    await createProduct({ name: "Hidden", status: "Disabled" });
    const inDisabledCategory = await createCategory({ status: "Disabled" });
    await createProduct({ name: "In a disabled category", categoryId: inDisabledCategory.id });

    const response = await callRoute(GET);

    expect(response.status).toBe(200);
    const products = response.json.Products as Record<string, unknown>[];
    expect(products.map((product) => product.pName)).toEqual(["Ajwa Dates", "Almonds"]);
    expect(products[0]).toMatchObject({
      _id: featured.id,
      pName: "Ajwa Dates",
      pPrice: 3800,
      pOffer: 10,
      pQuantity: 10,
      pStatus: "Active",
      featuredOrder: 1,
      hasWeightSelection: true,
      pCategory: { _id: category.id, cName: "Dates" },
      pImages: [{ thumbnail: "test-thumb.webp", fullImage: "test.webp" }],
    });
    expect(products[1]).toMatchObject({ _id: plain.id, pCategory: null, pQuantity: 0.25 });
  });

  describe("with 2,500 more products, hundreds sharing a featured place and a name", () => {
    beforeAll(async () => {
      const hiddenCategory = await createCategory({ status: "Disabled" });
      // Ids in no order of the rows; featured places 1 to 3 for the first 1,200, then none; five names.
      await db.$executeRaw`
        INSERT INTO "Product" (id, name, description, price, stock, status, "featuredOrder", "categoryId", "updatedAt")
        SELECT 'tie-' || md5(i::text), 'Tied Almonds ' || (i % 5), 'Batch ' || i, 1000 + i, i % 40,
               (CASE WHEN i % 97 = 0 THEN 'Disabled' ELSE 'Active' END)::"CatalogStatus",
               CASE WHEN i <= 1200 THEN i % 3 + 1 END,
               CASE WHEN i % 89 = 0 THEN ${hiddenCategory.id} END,
               now()
        FROM generate_series(1, 2500) AS i`;
      await db.$executeRaw`
        INSERT INTO "ProductImage" (id, "productId", position, "fullImage", thumbnail)
        SELECT 'tie-image-' || i || '-' || position, 'tie-' || md5(i::text), position, 'tied-' || position || '.webp',
               CASE WHEN position = 0 THEN 'tied-thumb.webp' END
        FROM generate_series(1, 2500) AS i, generate_series(0, 1) AS position`;
    });

    afterAll(async () => {
      await db.product.deleteMany({ where: { id: { startsWith: "tie-" } } });
    });

    it("answers, a thousand at a time, exactly what it answered in one piece", async () => {
      const whole = await answerInOnePiece();
      expect(idsIn(whole).length).toBeGreaterThan(2400);
      const { status, text } = await fetchAllProduct();
      expect(status).toBe(200);
      expect(text).toBe(whole);
    });

    it("pages through every visible product once, in the default order, across pages that split ties", async () => {
      const expected = await db.product.findMany({
        where: visibleProductWhere,
        orderBy: defaultProductOrder,
        select: { id: true },
      });
      for (const size of [97, 1000]) {
        const ids: string[] = [];
        for await (const page of visibleProductPages(size)) {
          expect(page.length).toBeLessThanOrEqual(size);
          ids.push(...page.map((product) => product.id));
        }
        expect(ids).toEqual(expected.map((row) => row.id));
      }
    });

    it("sends gzip and brotli bytes that are the plain answer compressed, built and kept", async () => {
      setEnv({ [shopServerFlag]: "1" });
      const whole = await answerInOnePiece();
      const built = await fetchAllProduct(gzip);
      expect(built.headers.get("x-nextjs-cache")).toBe("MISS");
      expect(built.text).toBe(whole);
      await kept();
      for (const [headers, coding] of [
        [gzip, "gzip"],
        [br, "br"],
        [{}, null],
      ] as const) {
        const answer = await fetchAllProduct(headers);
        expect(answer.headers.get("x-nextjs-cache")).toBe("HIT");
        expect(answer.headers.get("content-encoding")).toBe(coding);
        expect(answer.headers.get(storedEncodingHeader)).toBe(coding);
        expect(answer.headers.get("vary")).toBe("Accept-Encoding");
        expect(answer.text).toBe(whole);
        if (coding) console.log(`[all-product] ${whole.length} bytes of JSON, ${answer.bytes.length} as ${coding}`);
      }
    });
  });

  it("answers a price edited by the admin at once, with a new ETag; the old one gets the new answer", async () => {
    setEnv({ [shopServerFlag]: "1" });
    const product = await createProduct({ name: "Kishmish", price: 1500 });
    const priceOf = (text: string) =>
      (JSON.parse(text) as { Products: { _id: string; pPrice: number }[] }).Products.find((p) => p._id === product.id)
        ?.pPrice;
    expect(priceOf((await fetchAllProduct(gzip)).text)).toBe(1500);
    await kept();
    const before = await fetchAllProduct(gzip);
    const etag = before.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);

    await editProduct(
      product.id,
      {
        name: "Kishmish",
        description: "",
        nameUr: "",
        descriptionUr: "",
        price: 1700,
        stock: 10,
        offer: 0,
        status: "Active",
        hasWeightSelection: true,
      },
      { files: [], removedImages: [] },
    );
    // A build begun in the millisecond of an expiry is sent but not kept (the store compares milliseconds).
    await tick();
    const after = await fetchAllProduct({ ...gzip, "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(priceOf(after.text)).toBe(1700);
    await kept();
    const newEtag = (await fetchAllProduct(gzip)).headers.get("etag");
    expect(newEtag).toMatch(/^W\/"/);
    expect(newEtag).not.toBe(etag);
  });

  it("answers 304, without a body, to a client that holds the current answer", async () => {
    setEnv({ [shopServerFlag]: "1" });
    await createProduct({ name: "Walnuts" });
    expect(namesIn((await fetchAllProduct(br)).text)).toContain("Walnuts");
    await kept();
    const etag = (await fetchAllProduct(br)).headers.get("etag")!;
    for (const headers of [br, gzip, {}]) {
      const unchanged = await fetchAllProduct({ ...headers, "if-none-match": `"other", ${etag}` });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get("etag")).toBe(etag);
      expect(unchanged.bytes.length).toBe(0);
    }
  });
});
