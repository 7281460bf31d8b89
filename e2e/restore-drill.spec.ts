// The restore drill, in the running shop (scripts/lib/backup/restore-drill.int.test.ts checks the
// same kind of backup row by row): shoppers place orders while a backup of the shop's database and
// upload folder is written; the backup is restored into a new PostgreSQL in a directory of its own
// and a new upload folder; a second production server of the same build is started on them; and it
// answers the REST contract's calls as the shop did for everything committed before the backup's
// instant: the catalogue, the slides, every order, each guest's order page and every picture, with
// the stock of each product less only what the restored orders took. Then it takes an order itself.
import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { LegacyProduct } from "../lib/contract/catalog";
import { parseOrderNumber } from "../lib/domain/orders";
import { restoreBackup, writeBackup } from "../scripts/lib/backup/archive";
import { removeDatabaseFolder, startSpareDatabase } from "../scripts/lib/backup/spare-server";
import { queryOn } from "../scripts/lib/pg-admin";
import { checkoutBody } from "../test/support/orders";
import { admin } from "./support/auth";
import { withInstance } from "./support/instance";
import { expect, test } from "./support/test";

test.setTimeout(240_000);

interface PlacedOrder {
  transactionId: string;
  orderNumber: string;
  orderUrl: string;
}

interface LegacyOrder {
  _id: string;
  transactionId: string;
  orderNumber: string;
}

async function json<T>(answer: Promise<Awaited<ReturnType<APIRequestContext["get"]>>>): Promise<T> {
  const response = await answer;
  expect(response.status(), response.url()).toBe(200);
  return (await response.json()) as T;
}

const picturesOf = (products: LegacyProduct[]) =>
  products.flatMap((product) =>
    product.pImages.flatMap((image) => (typeof image === "string" ? [image] : [image.fullImage, image.thumbnail])),
  );

test("a shop restored from a backup taken while orders are placed answers as the shop did", async ({
  request,
  baseURL,
}) => {
  const work = await mkdtemp(path.join(tmpdir(), "shop-e2e-drill-"));
  // The database server runs as its own user when the tests run as root.
  await chmod(work, 0o755);
  const spare = await startSpareDatabase(path.join(work, "pg"));
  // This attempt's orders: a retry finds the first attempt's in the shop, as any other order.
  const drill = `TXN-E2E-DRILL-${Date.now()}-`;
  try {
    const shelf = (await json<{ Products: LegacyProduct[] }>(request.get("/api/product/all-product"))).Products;
    const stocked = shelf.filter((product) => product.pQuantity >= 40).slice(0, 4);
    expect(stocked).toHaveLength(4);

    // Each order is another shopper on a connection of their own, as the per-network limits count them.
    const placed: PlacedOrder[] = [];
    let started = 0;
    const place = async () => {
      // Counted as the order starts, not when it is answered: three buyers order at once.
      const n = (started += 1);
      const lines = [stocked[n % 4]!, stocked[(n + 1) % 4]!].map((product) => ({
        id: product._id,
        weight: product.hasWeightSelection ? "250g" : undefined,
        quantity: 1,
      }));
      const transactionId = `${drill}${n}`;
      const body = checkoutBody(lines, { transactionId });
      const answer = await json<{ success: boolean; order: PlacedOrder }>(
        request.post("/api/order/create-order", {
          data: body,
          headers: { "x-forwarded-for": `10.88.${Math.floor(n / 250)}.${n % 250}` },
        }),
      );
      expect(answer.success).toBe(true);
      placed.push({ ...answer.order, transactionId });
    };
    for (let n = 0; n < 4; n += 1) await place();
    const beforeBackup = placed.map((order) => order.transactionId);

    let backingUp = true;
    const buyers = [0, 1, 2].map(async () => {
      while (backingUp) await place();
    });
    while (placed.length < beforeBackup.length + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const backup = await writeBackup({
      url: process.env.DATABASE_URL!,
      uploadDir: process.env.UPLOAD_DIR!,
      dir: path.join(work, "backups"),
      keep: 1,
    }).finally(() => (backingUp = false));
    await Promise.all(buyers);
    await place();

    const uploadDir = path.join(work, "uploads");
    const restore = await restoreBackup({ file: backup.file, url: spare.url, uploadDir });
    const restoredOrders = await queryOn(spare.url)<{ transactionId: string }>(
      `SELECT "transactionId" FROM "Order" WHERE starts_with("transactionId", $1)`,
      [drill],
    );
    const restored = new Set(restoredOrders.map((order) => order.transactionId));
    expect([...restored]).toEqual(expect.arrayContaining(beforeBackup));
    expect(restored.size).toBeLessThan(placed.length);

    // What each product's stock is short by in the shop (and when it last changed): the drill's
    // orders the backup came before.
    const lost = placed.filter((order) => !restored.has(order.transactionId)).map((order) => order.transactionId);
    const takenSince = new Map(
      (
        await queryOn(process.env.DATABASE_URL!)<{ productId: string; taken: string }>(
          `SELECT l."productId", sum(l."stockTaken")::text AS taken FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
           WHERE o."transactionId" = ANY($1) GROUP BY 1`,
          [lost],
        )
      ).map((row) => [row.productId, Number(row.taken)]),
    );

    const token = await json<{ token: string }>(
      request.post("/api/signin", { data: { email: admin.email, password: admin.password } }),
    );
    const asAdmin = { authorization: `Bearer ${token.token}` };
    const read = async (base: string) => ({
      products: (await json<{ Products: LegacyProduct[] }>(request.get(`${base}/api/product/all-product`))).Products,
      categories: await json<unknown>(request.get(`${base}/api/category/all-category`)),
      slides: await json<unknown>(request.get(`${base}/api/customize/get-slide-image`)),
      orders: (
        await json<{ Orders: LegacyOrder[] }>(request.get(`${base}/api/order/get-all-orders`, { headers: asAdmin }))
      ).Orders,
    });
    const source = await read(baseURL!);

    await withInstance(baseURL!, 10, { DATABASE_URL: spare.url, UPLOAD_DIR: uploadDir }, async (copy) => {
      const answers = await read(copy);
      expect(answers.categories).toEqual(source.categories);
      expect(answers.slides).toEqual(source.slides);
      expect(answers.orders).toEqual(
        source.orders.filter((order) => !order.transactionId.startsWith(drill) || restored.has(order.transactionId)),
      );
      expect(answers.products).toEqual(
        source.products.map((product) =>
          takenSince.has(product._id)
            ? {
                ...product,
                pQuantity: expect.closeTo(product.pQuantity + takenSince.get(product._id)!, 6),
                updatedAt: expect.any(String),
              }
            : product,
        ),
      );

      // Each guest's order page, by the signed link in their e-mail, and every picture, byte for byte.
      for (const order of placed.filter((entry) => restored.has(entry.transactionId))) {
        const page = await request.get(`${copy}${order.orderUrl}`);
        expect(page.status(), order.orderUrl).toBe(200);
        expect(await page.text()).toContain(order.orderNumber);
      }
      const pictures = picturesOf(source.products);
      expect(pictures.length).toBeGreaterThan(20);
      for (const picture of pictures) {
        const address = `/uploads/products/${encodeURIComponent(picture)}`;
        const [there, here] = await Promise.all([
          request.get(`${baseURL}${address}`),
          request.get(`${copy}${address}`),
        ]);
        expect(here.status(), picture).toBe(200);
        expect((await here.body()).equals(await there.body()), picture).toBe(true);
      }

      // The restored shop takes orders, numbered on from the last it holds.
      const next = await json<{ order: PlacedOrder }>(
        request.post(`${copy}/api/order/create-order`, {
          data: checkoutBody([
            { id: stocked[0]!._id, weight: stocked[0]!.hasWeightSelection ? "250g" : undefined, quantity: 1 },
          ]),
          headers: { "x-forwarded-for": "10.88.99.1" },
        }),
      );
      const numbers = answers.orders.map((order) => parseOrderNumber(order.orderNumber)!);
      expect(parseOrderNumber(next.order.orderNumber)).toBeGreaterThan(Math.max(...numbers));
    });
    console.log(
      `restore drill (e2e): ${restored.size} of ${placed.length} orders restored; backup ` +
        `${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${backup.ms.toFixed(0)} ms, restored in ${restore.ms.toFixed(0)} ms`,
    );
  } finally {
    await spare.stop();
    await removeDatabaseFolder(work);
  }
});
