import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { catalogTag } from "./tags";
import type { CatalogProduct } from "./types";

// What shoppers may see: active products that are uncategorised or in an active category.
export const visibleProductWhere = {
  status: "Active",
  OR: [{ categoryId: null }, { category: { status: "Active" } }],
} satisfies Prisma.ProductWhereInput;

export const defaultProductOrder = [
  { featuredOrder: { sort: "asc", nulls: "last" } },
  { name: "asc" },
] satisfies Prisma.ProductOrderByWithRelationInput[];

const productSelect = {
  id: true,
  name: true,
  description: true,
  status: true,
  stock: true,
  price: true,
  offer: true,
  featuredOrder: true,
  hasWeightSelection: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true } },
  images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" } },
} satisfies Prisma.ProductSelect;

type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

function toCatalogProduct(row: ProductRow): CatalogProduct {
  return { ...row, stock: row.stock.toNumber(), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Every product a shopper may see, in the default order (the legacy all-product call). */
export const listVisibleProducts = unstable_cache(
  async (): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({ where: visibleProductWhere, orderBy: defaultProductOrder, select: productSelect });
    return rows.map(toCatalogProduct);
  },
  ["catalog:visible-products"],
  { tags: [catalogTag] },
);

/** One page of the default listing. */
export const listProductPage = unstable_cache(
  async (offset: number, limit: number): Promise<{ products: CatalogProduct[]; total: number }> => {
    const [rows, total] = await Promise.all([
      db.product.findMany({ where: visibleProductWhere, orderBy: defaultProductOrder, select: productSelect, skip: offset, take: limit }),
      db.product.count({ where: visibleProductWhere }),
    ]);
    return { products: rows.map(toCatalogProduct), total };
  },
  ["catalog:product-page"],
  { tags: [catalogTag] },
);
