import "server-only";
import { bulkUndoMessages, bulkUndoWindowMs, type BulkImportSummary } from "@/lib/domain/bulk";
import { conflict, notFound } from "@/lib/domain/errors";
import { catalogChanged, productCardsChange, type CatalogChange } from "../catalog/changes";
import { changeStock } from "../catalog/stock";
import { clock } from "../clock";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { logEvent } from "../log";
import type { UpdatedBefore } from "./import";

/** The imports of the last day, newest first, for the bulk upload page. */
export async function recentImports(): Promise<BulkImportSummary[]> {
  // Counted in the database: a record of a 10,000-row import is large.
  const imports = await db.$queryRaw<
    {
      id: string;
      createdAt: Date;
      createdById: string | null;
      created: number;
      updated: number;
      undoneAt: Date | null;
    }[]
  >`
    SELECT "id", "createdAt", "createdById", "undoneAt",
      jsonb_array_length("createdProductIds") AS "created", jsonb_array_length("before") AS "updated"
    FROM "BulkImport" WHERE "createdAt" > ${new Date(clock.now() - bulkUndoWindowMs)}
    ORDER BY "createdAt" DESC LIMIT 50`;
  const users = await db.user.findMany({
    where: { id: { in: imports.flatMap((entry) => entry.createdById ?? []) } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(users.map((user) => [user.id, user.name]));
  return imports.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    created: entry.created,
    updated: entry.updated,
    by: (entry.createdById && nameOf.get(entry.createdById)) ?? null,
    undoneAt: entry.undoneAt?.toISOString() ?? null,
  }));
}

export interface UndoResult {
  deleted: number;
  /** Created products an order line refers to: disabled rather than deleted, so the order keeps its link. */
  disabled: number;
  restored: number;
}

/**
 * Undoes an import of the last day in one transaction, its record locked so two undos cannot both
 * run: the products it created are deleted (disabled when an order has one), the products it
 * updated get back the values of the file's columns as they were (a field the file left out keeps
 * whatever it holds now), and the stock it moved is moved back through the stock module, never
 * below none, so orders placed since still count.
 */
export async function undoBulkImport(id: string, by: string): Promise<UndoResult> {
  const categories = new Set<string | null>();
  const products = new Set<string>();
  let stockMoved: CatalogChange = {};
  const result = await db.$transaction(
    async (tx) => {
      const [record] = await tx.$queryRaw<{ createdAt: Date; undoneAt: Date | null }[]>`
        SELECT "createdAt", "undoneAt" FROM "BulkImport" WHERE "id" = ${id} FOR UPDATE`;
      if (!record) throw notFound(bulkUndoMessages.notFound);
      if (record.undoneAt) throw conflict(bulkUndoMessages.undoneAlready);
      if (clock.now() - record.createdAt.getTime() > bulkUndoWindowMs) throw conflict(bulkUndoMessages.tooLate);
      const saved = await tx.bulkImport.findUniqueOrThrow({ where: { id } });
      const createdProductIds = saved.createdProductIds as string[];
      const updated = saved.before as unknown as UpdatedBefore[];

      const created = await tx.product.findMany({
        where: { id: { in: createdProductIds } },
        select: { id: true, categoryId: true, _count: { select: { orderLines: true } } },
      });
      const ordered = created.filter((product) => product._count.orderLines > 0).map((product) => product.id);
      const unordered = created.filter((product) => product._count.orderLines === 0).map((product) => product.id);
      for (const product of created) {
        products.add(product.id);
        categories.add(product.categoryId);
      }
      await tx.product.deleteMany({ where: { id: { in: unordered } } });
      await tx.product.updateMany({ where: { id: { in: ordered } }, data: { status: "Disabled" } });

      const current = await tx.product.findMany({
        where: { id: { in: updated.map((entry) => entry.id) } },
        select: { id: true, categoryId: true },
      });
      const existing = new Set(current.map((product) => product.id));
      for (const product of current) {
        products.add(product.id);
        categories.add(product.categoryId);
      }
      const restoring = updated.filter((entry) => existing.has(entry.id));
      // A category deleted since cannot be given back: the product is left without one.
      const restoredCategories = restoring.flatMap((entry) =>
        typeof entry.values.categoryId === "string" ? [entry.values.categoryId] : [],
      );
      const liveCategories = new Set(
        (await tx.category.findMany({ where: { id: { in: restoredCategories } }, select: { id: true } })).map(
          (category) => category.id,
        ),
      );
      for (const entry of restoring) {
        const values = { ...entry.values } as Prisma.ProductUncheckedUpdateInput;
        if (typeof entry.values.stock === "string") values.stock = new Prisma.Decimal(entry.values.stock);
        if (typeof entry.values.categoryId === "string") {
          values.categoryId = liveCategories.has(entry.values.categoryId) ? entry.values.categoryId : null;
        }
        if ("categoryId" in entry.values) categories.add((values.categoryId as string | null) ?? null);
        if (Object.keys(values).length) await tx.product.update({ where: { id: entry.id }, data: values });
        if (entry.images) {
          await tx.productImage.deleteMany({ where: { productId: entry.id } });
          await tx.productImage.createMany({
            data: entry.images.map((fullImage, position) => ({ productId: entry.id, position, fullImage })),
          });
        }
      }
      stockMoved = await changeStock(
        tx,
        restoring.flatMap((entry) =>
          entry.stockMoved ? [{ productId: entry.id, change: new Prisma.Decimal(entry.stockMoved).negated() }] : [],
        ),
        () => null,
      );

      await tx.bulkImport.update({ where: { id }, data: { undoneAt: new Date(clock.now()), undoneById: by } });
      return { deleted: unordered.length, disabled: ordered.length, restored: restoring.length };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await catalogChanged({ ...stockMoved, ...productCardsChange(products, categories) });
  logEvent("import.undo", { importId: id, ...result, by });
  return result;
}
