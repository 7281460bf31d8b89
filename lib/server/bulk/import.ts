import "server-only";
import { logEvent } from "../log";
import { randomUUID } from "node:crypto";
import type { BulkField } from "@/lib/domain/bulk";
import { refused } from "@/lib/domain/errors";
import { catalogChanged, productCardsChange } from "../catalog/changes";
import { productData } from "../catalog/admin-products";
import { changeStock } from "../catalog/stock";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { movedStockError, type BulkRow } from "./validate";

const chunkSize = 1000;

type Transaction = Prisma.TransactionClient;

async function createProducts(tx: Transaction, rows: BulkRow[]) {
  const chunk = rows.map((row) => ({ id: `b${randomUUID().replace(/-/g, "")}`, row }));
  await tx.product.createMany({ data: chunk.map(({ id, row }) => ({ id, ...productData(row.fields) })) });
  await tx.productImage.createMany({
    data: chunk.flatMap(({ id, row }) =>
      row.images.map((fullImage, position) => ({ productId: id, position, fullImage })),
    ),
  });
}

/**
 * Orders and cancellations move the stock between validation and import: the stock the file's
 * changes leave is worked out again on the locked rows, and a change that would now pass the
 * form's limit refuses the whole import before anything is written.
 */
async function moveStockByChanges(tx: Transaction, rows: BulkRow[]) {
  const moved = rows.filter((row) => row.stockChange !== undefined);
  const rowOf = new Map(moved.map((row) => [row.id!, row.row]));
  await changeStock(
    tx,
    moved.map((row) => ({ productId: row.id!, change: row.stockChange! })),
    (checks) => {
      const errors = checks.flatMap((check) => movedStockError(rowOf.get(check.productId)!, check) ?? []);
      return errors.length ? refused(`Nothing was imported: ${errors.join("; ")}`) : null;
    },
  );
}

/** How the update sets each column a file may give; images are rewritten apart. */
const assignments: Record<Exclude<BulkField, "images">, Prisma.Sql> = {
  name: Prisma.sql`"name" = u.name`,
  description: Prisma.sql`"description" = u.description`,
  price: Prisma.sql`"price" = u.price`,
  stock: Prisma.sql`"stock" = CASE WHEN u.moved THEN p.stock ELSE u.stock END`,
  offer: Prisma.sql`"offer" = u.offer`,
  category: Prisma.sql`"categoryId" = u.category`,
  status: Prisma.sql`"status" = u.status::"CatalogStatus"`,
  featuredOrder: Prisma.sql`"featuredOrder" = u.featured`,
  hasWeightSelection: Prisma.sql`"hasWeightSelection" = u.weighed`,
};

/**
 * One statement per chunk, setting only the columns the file has (rows of one file share them), so
 * a field it leaves out keeps whatever it holds when the import runs; a stock moved by the file's
 * change is left to moveStockByChanges.
 */
async function updateProducts(tx: Transaction, rows: BulkRow[]) {
  for (const columns of new Set(rows.map((row) => row.columns))) {
    const group = rows.filter((row) => row.columns === columns);
    const data = group.map((row) => ({
      id: row.id!,
      ...productData(row.fields),
      moved: row.stockChange !== undefined,
    }));
    const column = <K extends keyof (typeof data)[number]>(key: K) => data.map((entry) => entry[key]);
    const set = columns.flatMap((name) => (name === "images" ? [] : [assignments[name]]));
    await tx.$executeRaw`
      UPDATE "Product" AS p SET ${Prisma.join([...set, Prisma.sql`"updatedAt" = now()`])}
      FROM unnest(
        ${column("id")}::text[], ${column("name")}::text[], ${column("description")}::text[], ${column("price")}::int[],
        ${column("stock").map(String)}::numeric[], ${column("offer")}::smallint[], ${column("featuredOrder")}::int[],
        ${column("status")}::text[], ${column("hasWeightSelection")}::boolean[], ${column("categoryId")}::text[],
        ${column("moved")}::boolean[]
      ) AS u(id, name, description, price, stock, offer, featured, status, weighed, category, moved)
      WHERE p.id = u.id`;
  }
  const reimaging = rows.filter((row) => row.columns.includes("images"));
  if (reimaging.length === 0) return;
  const current = await tx.productImage.findMany({
    where: { productId: { in: reimaging.map((row) => row.id!) } },
    orderBy: [{ productId: "asc" }, { position: "asc" }],
    select: { productId: true, fullImage: true },
  });
  const imagesOf = new Map<string, string[]>();
  for (const image of current)
    imagesOf.set(image.productId, [...(imagesOf.get(image.productId) ?? []), image.fullImage]);
  const reimaged = reimaging.filter((row) => (imagesOf.get(row.id!) ?? []).join("\n") !== row.images.join("\n"));
  if (reimaged.length === 0) return;
  await tx.productImage.deleteMany({ where: { productId: { in: reimaged.map((row) => row.id!) } } });
  await tx.productImage.createMany({
    data: reimaged.flatMap((row) =>
      row.images.map((fullImage, position) => ({ productId: row.id!, position, fullImage })),
    ),
  });
}

/**
 * One transaction, so a failure half-way leaves the catalogue as it was. Images a product no longer
 * uses stay in the image library for the owner to reuse or delete. `afterChunk` lets a test fail
 * the import part-way.
 */
export async function importBulkRows(
  rows: BulkRow[],
  options: { afterChunk?: (written: number) => void } = {},
): Promise<{ created: number; updated: number }> {
  const updates = rows.filter((row) => row.id);
  const creates = rows.filter((row) => !row.id);
  if (rows.length === 0) return { created: 0, updated: 0 };
  const before = await db.product.findMany({
    where: { id: { in: updates.map((row) => row.id!) } },
    select: { categoryId: true },
  });
  await db.$transaction(
    async (tx) => {
      await moveStockByChanges(tx, updates);
      let written = 0;
      for (const [write, list] of [
        [updateProducts, updates],
        [createProducts, creates],
      ] as const) {
        for (let start = 0; start < list.length; start += chunkSize) {
          const chunk = list.slice(start, start + chunkSize);
          await write(tx, chunk);
          written += chunk.length;
          options.afterChunk?.(written);
        }
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await catalogChanged(
    productCardsChange(
      updates.map((row) => row.id!),
      [...before.map((product) => product.categoryId), ...rows.map((row) => row.fields.categoryId ?? null)],
    ),
  );
  logEvent("import.run", { created: creates.length, updated: updates.length });
  return { created: creates.length, updated: updates.length };
}
