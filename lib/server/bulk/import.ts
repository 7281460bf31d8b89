import "server-only";
import { logEvent } from "../log";
import { randomUUID } from "node:crypto";
import type { BulkField } from "@/lib/domain/bulk";
import { refused } from "@/lib/domain/errors";
import { catalogChanged, productCardsChange } from "../catalog/changes";
import { productData } from "../catalog/admin-products";
import { changeStock } from "../catalog/stock";
import { clock } from "../clock";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { movedStockError, schemaKeys, type BulkRow } from "./validate";

const chunkSize = 1000;

type Transaction = Prisma.TransactionClient;

async function createProducts(tx: Transaction, rows: BulkRow[]): Promise<string[]> {
  const chunk = rows.map((row) => ({ id: `b${randomUUID().replace(/-/g, "")}`, row }));
  await tx.product.createMany({ data: chunk.map(({ id, row }) => ({ id, ...productData(row.fields) })) });
  await tx.productImage.createMany({
    data: chunk.flatMap(({ id, row }) =>
      row.images.map((fullImage, position) => ({ productId: id, position, fullImage })),
    ),
  });
  return chunk.map(({ id }) => id);
}

/**
 * Orders and cancellations move the stock between validation and import: the stock the file's
 * changes leave is worked out again on the locked rows, and a change that would now pass the
 * form's limit refuses the whole import before anything is written.
 */
async function moveStockByChanges(tx: Transaction, rows: BulkRow[]): Promise<Map<string, Prisma.Decimal>> {
  const moved = rows.filter((row) => row.stockChange !== undefined);
  const rowOf = new Map(moved.map((row) => [row.id!, row.row]));
  const movedBy = new Map<string, Prisma.Decimal>();
  await changeStock(
    tx,
    moved.map((row) => ({ productId: row.id!, change: row.stockChange! })),
    (checks) => {
      const errors = checks.flatMap((check) => movedStockError(rowOf.get(check.productId)!, check) ?? []);
      if (errors.length) return refused(`Nothing was imported: ${errors.join("; ")}`);
      // What the shelf really moved by: a change never leaves less than none.
      for (const check of checks) movedBy.set(check.productId, check.after.minus(check.stock));
      return null;
    },
  );
  return movedBy;
}

/** The record of the products an import updates, as they are before it (./undo.ts). */
export interface UpdatedBefore {
  id: string;
  /**
   * The file's columns the import changed, as the product held them, by the product's field names
   * (stock as text): a column the row left as it was is not given back, so an edit made since stays.
   */
  values: Record<string, unknown>;
  /** When the import changed the product's images. */
  images?: string[];
  /** The stock the file's change moved the product by, as text; the stock is then not among `values`. */
  stockMoved?: string;
}

async function valuesBefore(tx: Transaction, rows: BulkRow[]): Promise<Omit<UpdatedBefore, "stockMoved">[]> {
  const products = await tx.product.findMany({
    where: { id: { in: rows.map((row) => row.id!) } },
    include: { images: { orderBy: { position: "asc" }, select: { fullImage: true } } },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return rows.flatMap((row) => {
    const product = byId.get(row.id!);
    if (!product) return [];
    const after = productData(row.fields);
    const values: Record<string, unknown> = {};
    for (const column of row.columns) {
      if (column === "images" || (column === "stock" && row.stockChange !== undefined)) continue;
      const field = schemaKeys[column]!;
      if (field === "stock") {
        if (!product.stock.equals(after.stock)) values.stock = product.stock.toFixed(3);
      } else if (product[field] !== after[field]) values[field] = product[field];
    }
    const images = product.images.map((image) => image.fullImage);
    const reimaged = row.columns.includes("images") && images.join("\n") !== row.images.join("\n");
    return [{ id: product.id, values, ...(reimaged ? { images } : {}) }];
  });
}

/** How the update sets each column a file may give; images are rewritten apart. */
const assignments: Record<Exclude<BulkField, "images">, Prisma.Sql> = {
  name: Prisma.sql`"name" = u.name`,
  description: Prisma.sql`"description" = u.description`,
  nameUr: Prisma.sql`"nameUr" = u.name_ur`,
  descriptionUr: Prisma.sql`"descriptionUr" = u.description_ur`,
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
        ${column("id")}::text[], ${column("name")}::text[], ${column("description")}::text[],
        ${column("nameUr")}::text[], ${column("descriptionUr")}::text[], ${column("price")}::int[],
        ${column("stock").map(String)}::numeric[], ${column("offer")}::smallint[], ${column("featuredOrder")}::int[],
        ${column("status")}::text[], ${column("hasWeightSelection")}::boolean[], ${column("categoryId")}::text[],
        ${column("moved")}::boolean[]
      ) AS u(id, name, description, name_ur, description_ur, price, stock, offer, featured, status, weighed, category, moved)
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
  options: { afterChunk?: (written: number) => void; by?: string | null } = {},
): Promise<{ created: number; updated: number; importId: string | null }> {
  const updates = rows.filter((row) => row.id);
  const creates = rows.filter((row) => !row.id);
  if (rows.length === 0) return { created: 0, updated: 0, importId: null };
  const before = await db.product.findMany({
    where: { id: { in: updates.map((row) => row.id!) } },
    select: { categoryId: true },
  });
  const importId = await db.$transaction(
    async (tx) => {
      const updatedBefore: UpdatedBefore[] = await valuesBefore(tx, updates);
      const movedBy = await moveStockByChanges(tx, updates);
      for (const entry of updatedBefore) {
        const moved = movedBy.get(entry.id);
        if (moved && !moved.isZero()) entry.stockMoved = moved.toFixed(3);
      }
      const createdIds: string[] = [];
      let written = 0;
      for (const [write, list] of [
        [updateProducts, updates],
        [createProducts, creates],
      ] as const) {
        for (let start = 0; start < list.length; start += chunkSize) {
          const chunk = list.slice(start, start + chunkSize);
          const ids = await write(tx, chunk);
          if (ids) createdIds.push(...ids);
          written += chunk.length;
          options.afterChunk?.(written);
        }
      }
      const record = await tx.bulkImport.create({
        data: {
          createdAt: new Date(clock.now()),
          createdById: options.by ?? null,
          createdProductIds: createdIds,
          before: updatedBefore as unknown as Prisma.InputJsonValue,
        },
        select: { id: true },
      });
      return record.id;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await catalogChanged(
    productCardsChange(
      updates.map((row) => row.id!),
      [...before.map((product) => product.categoryId), ...rows.map((row) => row.fields.categoryId ?? null)],
    ),
  );
  logEvent("import.run", { created: creates.length, updated: updates.length, importId });
  return { created: creates.length, updated: updates.length, importId };
}
