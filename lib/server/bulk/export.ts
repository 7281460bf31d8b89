import "server-only";
import { exportColumns, imageSeparator, type BulkColumn } from "@/lib/domain/bulk";
import { toCsv } from "@/lib/domain/csv";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

// The catalogue as the bulk CSV: every product in the template's columns plus its id, so the owner
// can change prices, stock or text in a spreadsheet and import the file back (./validate.ts).

export const exportedProductSelect = {
  id: true,
  name: true,
  description: true,
  nameUr: true,
  descriptionUr: true,
  price: true,
  stock: true,
  offer: true,
  status: true,
  featuredOrder: true,
  hasWeightSelection: true,
  categoryId: true,
  category: { select: { name: true } },
  images: { orderBy: { position: "asc" }, select: { fullImage: true } },
} satisfies Prisma.ProductSelect;
export type ExportedProduct = Prisma.ProductGetPayload<{ select: typeof exportedProductSelect }>;

/** A product's cells, as the export writes them and as an import reads them back. */
export function productCells(product: ExportedProduct): Record<BulkColumn, string> {
  return {
    id: product.id,
    name: product.name,
    nameUr: product.nameUr,
    description: product.description,
    descriptionUr: product.descriptionUr,
    price: String(product.price),
    stock: String(Number(product.stock)),
    offer: String(product.offer),
    category: product.category?.name ?? "",
    status: product.status,
    featuredOrder: product.featuredOrder === null ? "" : String(product.featuredOrder),
    hasWeightSelection: String(product.hasWeightSelection),
    images: product.images.map((image) => image.fullImage).join(imageSeparator),
    stockAtExport: String(Number(product.stock)),
  };
}

/** Every product, Disabled too, by name. */
export async function exportProductsCsv(): Promise<string> {
  const products = await db.product.findMany({
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: exportedProductSelect,
  });
  return toCsv([
    [...exportColumns],
    ...products.map((product) => {
      const cells = productCells(product);
      return exportColumns.map((column) => cells[column]);
    }),
  ]);
}
