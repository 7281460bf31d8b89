import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

// What shoppers may see: active products that are uncategorised or in an active category.
export const visibleProductWhere = {
  status: "Active",
  OR: [{ categoryId: null }, { category: { status: "Active" } }],
} satisfies Prisma.ProductWhereInput;

/**
 * The same rule with the hidden categories named, for a query that walks the whole catalogue in an
 * index's order a page at a time. Prisma joins Category for visibleProductWhere, and PostgreSQL,
 * which estimates the join's rows from statistics a small table may never get, then reads and
 * sorts every product for each page (77 ms a page at 100,000 products, growing with the catalogue).
 * A product's category always exists (the foreign key), so "in no hidden category" is "in an active one".
 */
export async function visibleProductWhereByIds(): Promise<Prisma.ProductWhereInput> {
  const hidden = await db.category.findMany({ where: { status: { not: "Active" } }, select: { id: true } });
  return { status: "Active", OR: [{ categoryId: null }, { categoryId: { notIn: hidden.map(({ id }) => id) } }] };
}
