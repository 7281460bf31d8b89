// all-product at 100,000 products, where the answer built in one piece failed (one query named
// every product's id for their images, past PostgreSQL's 65,535 parameters) and held 56 MB of JSON.
import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/product/all-product/route";
import { shopServerFlag } from "@/lib/app-server";
import { defaultProductOrder } from "@/lib/server/catalog/products";
import { visibleProductWhere } from "@/lib/server/catalog/visibility";
import { db } from "@/lib/server/db";
import { restoreEnv, setEnv } from "../support/env";
import { createCategory } from "../support/fixtures";

jest.setTimeout(300_000);

const products = 100_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** In parts the shop's statement timeout (3 s, for a request's queries) allows with the name indexes. */
const part = 5_000;

beforeAll(async () => {
  const [shown, hidden] = [await createCategory(), await createCategory({ status: "Disabled" })];
  for (let first = 1; first <= products; first += part) {
    const last = first + part - 1;
    // Every 50th disabled, every 40th in a disabled category, every 1,000th featured.
    await db.$executeRaw`
      INSERT INTO "Product" (id, name, description, price, stock, status, "featuredOrder", "categoryId", "updatedAt")
      SELECT 'large-' || lpad(i::text, 6, '0'), 'Large Almonds No. ' || i, 'Batch ' || i || ' of our wider range.',
             1000 + i % 500 * 10, i % 40, (CASE WHEN i % 50 = 0 THEN 'Disabled' ELSE 'Active' END)::"CatalogStatus",
             CASE WHEN i % 1000 = 0 THEN i % 7 + 1 END,
             CASE WHEN i % 40 = 0 THEN ${hidden.id} WHEN i % 3 > 0 THEN ${shown.id} END,
             now()
      FROM generate_series(${first}::int, ${last}::int) AS i`;
    await db.$executeRaw`
      INSERT INTO "ProductImage" (id, "productId", position, "fullImage", thumbnail)
      SELECT 'large-image-' || i, 'large-' || lpad(i::text, 6, '0'), 0, 'almonds-' || i % 60 || '.webp',
             'almonds-' || i % 60 || '-thumb.webp'
      FROM generate_series(${first}::int, ${last}::int) AS i`;
  }
});

afterAll(async () => {
  restoreEnv();
  for (let first = 1; first <= products; first += part) {
    await db.$executeRaw`DELETE FROM "Product" WHERE id >= ${`large-${String(first).padStart(6, "0")}`}
      AND id < ${`large-${String(first + part).padStart(6, "0")}`}`;
  }
});

it("answers every visible product of 100,000, streamed while it is built, and kept compressed", async () => {
  setEnv({ [shopServerFlag]: "1" });
  const expected = await db.product.findMany({
    where: visibleProductWhere,
    orderBy: defaultProductOrder,
    select: { id: true },
  });
  expect(expected.length).toBeGreaterThan(95_000);

  // With node --expose-gc (NODE_OPTIONS) the figure is what stays live, else it counts garbage too.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  collect();
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  let peakRss = baseline.rss;
  let samples = 0;
  const sample = () => {
    if ((samples += 1) % 10 === 0) collect();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const started = performance.now();
  const response = await GET(
    new NextRequest("http://localhost:3000/api/product/all-product", { headers: { "accept-encoding": "gzip" } }),
    { params: Promise.resolve({}) },
  );
  const firstByteMs = performance.now() - started;
  const chunks: Buffer[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(Buffer.from(chunk));
    sample();
  }
  const totalMs = performance.now() - started;

  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("gzip");
  const gzipped = Buffer.concat(chunks);
  const text = gunzipSync(gzipped).toString();
  const ids = (JSON.parse(text) as { Products: { _id: string }[] }).Products.map((product) => product._id);
  expect(ids).toEqual(expected.map((row) => row.id));
  console.log(
    `[all-product, ${products} products] ${ids.length} shown: ${mb(text.length)} of JSON, ${mb(gzipped.length)} gzip; ` +
      `first bytes after ${Math.round(firstByteMs)} ms, all after ${Math.round(totalMs)} ms; while it streamed ` +
      `the heap${(globalThis as { gc?: unknown }).gc ? " (collected every 10 chunks)" : ""} grew by at most ${mb(peakHeap - baseline.heapUsed)} (from ${mb(baseline.heapUsed)}), ` +
      `RSS by ${mb(peakRss - baseline.rss)}`,
  );
});
