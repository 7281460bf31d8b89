import "server-only";
import type { Prisma } from "../generated/prisma/client";

// What shoppers may see: active products that are uncategorised or in an active category.
export const visibleProductWhere = {
  status: "Active",
  OR: [{ categoryId: null }, { category: { status: "Active" } }],
} satisfies Prisma.ProductWhereInput;
