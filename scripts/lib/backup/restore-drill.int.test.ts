// The restore drill: the demo shop takes orders, a backup is written while more are being placed,
// and the backup is restored into a new PostgreSQL in a directory of its own. Whatever the restored
// shop holds must be the source as it was at one instant: every order placed before the backup
// began, no order half there (its lines, history and mails with it), each product's stock and each
// promo's use agreeing with the orders restored, and every picture the rows name.
import { chmod, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { seedDemo } from "@/prisma/seed";
import { callRoute } from "@/test/support/api";
import { checkoutBody } from "@/test/support/orders";
import { queryOn } from "../pg-admin";
import { listBackups, restoreBackup, writeBackup } from "./archive";
import { removeDatabaseFolder, startSpareDatabase, type SpareDatabase } from "./spare-server";

jest.setTimeout(240_000);

const sourceUrl = () => process.env.DATABASE_URL!;

/** Each row of a table as text, by its id, for the rows `where` picks. */
async function rowsOf(url: string, table: string, where = "true"): Promise<Map<string, string>> {
  const rows = await queryOn(url)<{ id: string; row: string }>(
    `SELECT t.id::text AS id, row_to_json(t)::text AS row FROM "${table}" t WHERE ${where}`,
  );
  return new Map(rows.map((row) => [row.id, row.row]));
}

/** A table's rows as one hash, for the tables the drill's orders do not touch. */
async function tableHash(url: string, table: string): Promise<string> {
  const [row] = await queryOn(url)<{ hash: string }>(
    `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${table}" t`,
  );
  return row!.hash;
}

describe("a backup taken while orders are placed, restored into a new database server", () => {
  const folder = { work: "" };
  let spare: SpareDatabase | null = null;

  beforeAll(async () => {
    folder.work = await mkdtemp(path.join(tmpdir(), "shop-drill-"));
    // The database server runs as its own user when the tests run as root.
    await chmod(folder.work, 0o755);
    await seedDemo(db, { uploadDir: env.UPLOAD_DIR, log: () => undefined });
  });

  afterAll(async () => {
    await spare?.stop();
    await removeDatabaseFolder(folder.work);
  });

  it("holds the shop as it was at one instant, orders, stock, promo uses, history, mails and pictures", async () => {
    const products = await db.product.findMany({
      where: { status: "Active", stock: { gte: 40 } },
      select: { id: true, hasWeightSelection: true },
      orderBy: { name: "asc" },
      take: 4,
    });
    expect(products).toHaveLength(4);
    const line = (index: number) => {
      const product = products[index % products.length]!;
      return { id: product.id, weight: product.hasWeightSelection ? "250g" : undefined, quantity: 1 };
    };
    const stockBefore = new Map(
      (await db.product.findMany({ select: { id: true, stock: true } })).map((row) => [row.id, row.stock.toNumber()]),
    );
    const usesBefore = (await db.promoCode.findUniqueOrThrow({ where: { code: "WELCOME10" } })).currentUsage;

    let placedCount = 0;
    const place = async () => {
      const index = (placedCount += 1);
      const body = checkoutBody([line(index), line(index + 1)], {
        transactionId: `TXN-DRILL-${index}`,
        promoCode: index % 3 === 0 ? "WELCOME10" : undefined,
      });
      const answer = await callRoute(createOrder, { body });
      expect(answer.json.success).toBe(true);
    };
    for (let n = 0; n < 6; n += 1) await place();
    const placedBeforeBackup = (await db.order.findMany({ where: { transactionId: { startsWith: "TXN-DRILL-" } } }))
      .map((order) => order.transactionId)
      .sort();

    // Three buyers order at once, before the backup begins and while it is written.
    let backingUp = true;
    const buyers = [0, 1, 2].map(async () => {
      while (backingUp) await place();
    });
    while (placedCount < placedBeforeBackup.length + 6) await new Promise((resolve) => setTimeout(resolve, 20));
    const backup = await writeBackup({
      url: sourceUrl(),
      uploadDir: env.UPLOAD_DIR,
      dir: path.join(folder.work, "backups"),
      keep: 3,
    }).finally(() => (backingUp = false));
    await Promise.all(buyers);
    for (let n = 0; n < 3; n += 1) await place();

    spare = await startSpareDatabase(path.join(folder.work, "pg"));
    const restoredUrl = spare.url;
    const restoredUploads = path.join(folder.work, "uploads");
    const restore = await restoreBackup({ file: backup.file, url: restoredUrl, uploadDir: restoredUploads });
    const restoredQuery = queryOn(restoredUrl);

    // Every order placed before the backup began is there; every order there is the source's, whole.
    const drill = `"transactionId" LIKE 'TXN-DRILL-%'`;
    const [sourceOrders, restoredOrders] = await Promise.all([
      rowsOf(sourceUrl(), "Order", drill),
      rowsOf(restoredUrl, "Order", drill),
    ]);
    const restoredIds = [...restoredOrders.keys()];
    const restoredTransactions = (
      await restoredQuery<{ transactionId: string }>(`SELECT "transactionId" FROM "Order" WHERE ${drill}`)
    ).map((row) => row.transactionId);
    expect(restoredTransactions).toEqual(expect.arrayContaining(placedBeforeBackup));
    expect(restoredIds.length).toBeLessThan(placedCount);
    for (const [id, row] of restoredOrders) expect(row).toBe(sourceOrders.get(id));
    const ofRestoredOrders = `"orderId" IN (${restoredIds.map((id) => `'${id}'`).join(", ")})`;
    for (const table of ["OrderLine", "OrderEvent", "OutboxMessage"]) {
      const [source, restored] = await Promise.all([
        rowsOf(sourceUrl(), table, ofRestoredOrders),
        rowsOf(restoredUrl, table, ofRestoredOrders),
      ]);
      expect({ table, rows: restored.size }).toEqual({ table, rows: source.size });
      for (const [id, row] of restored) expect(row).toBe(source.get(id));
    }

    // Each product's stock is what it was less what the restored orders took; each promo use is one of theirs.
    const taken = await restoredQuery<{ productId: string; taken: string }>(
      `SELECT "productId", sum("stockTaken")::text AS taken FROM "OrderLine" WHERE ${ofRestoredOrders} GROUP BY 1`,
    );
    const restoredStock = new Map(
      (await restoredQuery<{ id: string; stock: string }>(`SELECT id, stock::text FROM "Product"`)).map((row) => [
        row.id,
        Number(row.stock),
      ]),
    );
    for (const { productId, taken: amount } of taken)
      expect({ productId, stock: restoredStock.get(productId) }).toEqual({
        productId,
        stock: stockBefore.get(productId)! - Number(amount),
      });
    const [{ uses }] = (await restoredQuery<{ uses: number }>(
      `SELECT "currentUsage" AS uses FROM "PromoCode" WHERE code = 'WELCOME10'`,
    )) as [{ uses: number }];
    const [{ count: promoOrders }] = (await restoredQuery<{ count: string }>(
      `SELECT count(*)::text AS count FROM "Order" WHERE ${drill} AND "promoCode" = 'WELCOME10'`,
    )) as [{ count: string }];
    expect(uses - usesBefore).toBe(Number(promoOrders));

    // The tables the orders do not touch are the source's, row for row; order numbers go on from the last.
    for (const table of ["Category", "Courier", "ProductImage", "Review", "SliderImage", "User"])
      expect({ table, hash: await tableHash(restoredUrl, table) }).toEqual({
        table,
        hash: await tableHash(sourceUrl(), table),
      });
    const [{ next, highest }] = (await restoredQuery<{ next: number; highest: number }>(
      `SELECT nextval('"Order_number_seq"')::int AS next, (SELECT max(number) FROM "Order") AS highest`,
    )) as [{ next: number; highest: number }];
    expect(next).toBeGreaterThan(highest);

    // Every picture a product or slide names is there, byte for byte.
    const pictures = await restoredQuery<{ file: string }>(
      `SELECT "fullImage" AS file FROM "ProductImage" UNION SELECT thumbnail FROM "ProductImage" WHERE thumbnail IS NOT NULL`,
    );
    expect(pictures.length).toBeGreaterThan(50);
    for (const { file } of pictures) {
      const [source, restored] = await Promise.all([
        readFile(path.join(env.UPLOAD_DIR, "products", file)),
        readFile(path.join(restoredUploads, "products", file)),
      ]);
      expect(restored.equals(source)).toBe(true);
    }

    console.log(
      `restore drill: ${restoredIds.length} of ${placedCount} orders restored (${placedBeforeBackup.length} placed before the backup); ` +
        `backup ${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${backup.ms.toFixed(0)} ms, restored in ${restore.ms.toFixed(0)} ms`,
    );
  });

  it("keeps the last backups it is told to, removing the oldest", async () => {
    const dir = path.join(folder.work, "kept");
    const options = { url: sourceUrl(), uploadDir: env.UPLOAD_DIR, dir, keep: 2 };
    const first = await writeBackup(options);
    const second = await writeBackup(options);
    const third = await writeBackup(options);
    expect(third.removed).toEqual([path.basename(first.file)]);
    expect(await listBackups(dir)).toEqual([second.file, third.file].map((file) => path.basename(file)));
  });
});
