import "server-only";
import { randomUUID } from "node:crypto";
import { refused } from "@/lib/domain/errors";
import { catalogChanged, productCardsChange } from "../catalog/changes";
import { db } from "../db";
import type { BulkRow } from "./validate";

const chunkSize = 1000;

/**
 * Writes every row in one transaction, so a failure half-way leaves the catalogue as it was.
 * `afterChunk` lets a test fail the import part-way.
 */
export async function importBulkRows(
  rows: BulkRow[],
  options: { afterChunk?: (written: number) => void } = {},
): Promise<number> {
  if (rows.length === 0) throw refused("There are no valid rows to import");
  await db.$transaction(
    async (tx) => {
      for (let start = 0; start < rows.length; start += chunkSize) {
        const chunk = rows
          .slice(start, start + chunkSize)
          .map((row) => ({ id: `b${randomUUID().replace(/-/g, "")}`, row }));
        await tx.product.createMany({
          data: chunk.map(({ id, row }) => ({
            id,
            name: row.fields.name,
            description: row.fields.description,
            price: row.fields.price,
            stock: row.fields.stock,
            offer: row.fields.offer,
            featuredOrder: row.fields.featuredOrder ?? null,
            status: row.fields.status,
            hasWeightSelection: row.fields.hasWeightSelection,
            categoryId: row.fields.categoryId ?? null,
          })),
        });
        await tx.productImage.createMany({
          data: chunk.flatMap(({ id, row }) =>
            row.images.map((fullImage, position) => ({ productId: id, position, fullImage })),
          ),
        });
        options.afterChunk?.(start + chunk.length);
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await catalogChanged(
    productCardsChange(
      [],
      rows.map((row) => row.fields.categoryId ?? null),
    ),
  );
  return rows.length;
}
