import "server-only";
import { pagesPerFile, sitemapLayout, type SitemapLayout } from "@/lib/domain/sitemap";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { listingsTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import { listVisibleCategories } from "./categories";
import { visibleProductWhere } from "./visibility";

// The sitemap's reads (the files' layout: lib/domain/sitemap.ts). Each file is one bounded read of a
// range of products in the order they were added, found by its first product's key (a keyset, which
// the (createdAt, id) index serves), so no read holds more than a file's products, whatever the
// catalogue's size. Each is cached under `listings`, which every change to what the sitemap lists
// expires (a product added, edited, hidden or deleted; a category's change expires everything).

const sitemapOrder = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.ProductOrderByWithRelationInput[];

interface ProductKey {
  createdAt: string;
  id: string;
}

/** Visible products from `key` on, in the sitemap's order. */
function visibleFrom(key: ProductKey): Prisma.ProductWhereInput {
  const createdAt = new Date(key.createdAt);
  return {
    AND: [
      visibleProductWhere,
      // Implied by the next condition; written out so that the index is read from `key` on.
      { createdAt: { gte: createdAt } },
      { OR: [{ createdAt: { gt: createdAt } }, { id: { gte: key.id } }] },
    ],
  };
}

/**
 * How many products shoppers can see (a count, which reads no product) and when the catalogue last
 * changed: the newest edit of any product or category, hidden ones too, since hiding one changes
 * the sitemap (a deletion does not show here).
 */
const getSitemapSummary = cachedRead(
  "sitemap-summary",
  { tags: () => [listingsTag], whileBuilding: { products: 0, lastModified: null }, revalidate: 3600 },
  async (): Promise<{ products: number; lastModified: string | null }> => {
    const [products, productEdit, categoryEdit] = await Promise.all([
      db.product.count({ where: visibleProductWhere }),
      db.product.aggregate({ _max: { updatedAt: true } }),
      db.category.aggregate({ _max: { updatedAt: true } }),
    ]);
    const edits = [productEdit._max.updatedAt, categoryEdit._max.updatedAt].filter((date) => date !== null);
    const latest = edits.length > 0 ? new Date(Math.max(...edits.map((date) => date.getTime()))) : null;
    return { products, lastModified: latest?.toISOString() ?? null };
  },
);

/** The sitemap's files as the catalogue stands, and when it last changed. */
export async function getSitemapLayout(): Promise<SitemapLayout & { lastModified: string | null }> {
  const [summary, categories] = await Promise.all([getSitemapSummary(), listVisibleCategories()]);
  return {
    ...sitemapLayout({ categories: categories.length, products: summary.products }),
    lastModified: summary.lastModified,
  };
}

/**
 * The first product of each file after file 0, found by stepping from one to the next: a read of
 * one key per file, each skipping a file's products along the index.
 */
const listFileStarts = cachedRead(
  "sitemap-file-starts",
  { tags: () => [listingsTag], whileBuilding: [], revalidate: 3600 },
  async (firstFileProducts: number): Promise<ProductKey[]> => {
    const starts: ProductKey[] = [];
    for (;;) {
      const previous = starts.at(-1);
      const next = await db.product.findFirst({
        where: previous ? visibleFrom(previous) : visibleProductWhere,
        orderBy: sitemapOrder,
        skip: previous ? pagesPerFile : firstFileProducts,
        select: { createdAt: true, id: true },
      });
      if (!next) return starts;
      starts.push({ createdAt: next.createdAt.toISOString(), id: next.id });
    }
  },
);

/** Up to `take` visible products from `start` on (from the first with none), in the sitemap's order. */
const listProductsFrom = cachedRead(
  "sitemap-products",
  { tags: () => [listingsTag], whileBuilding: [], revalidate: 3600 },
  async (start: ProductKey | null, take: number): Promise<{ id: string; updatedAt: string }[]> => {
    const rows = await db.product.findMany({
      where: start ? visibleFrom(start) : visibleProductWhere,
      orderBy: sitemapOrder,
      take,
      select: { id: true, updatedAt: true },
    });
    return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
  },
);

/**
 * The products of sitemap file `file` of a layout whose file 0 holds `firstFileProducts`. Two
 * cached reads, not one inside the other: Next.js reads no cache from within a cached read.
 */
export async function listSitemapProducts(
  file: number,
  firstFileProducts: number,
): Promise<{ id: string; updatedAt: string }[]> {
  if (file === 0) return listProductsFrom(null, firstFileProducts);
  const start = (await listFileStarts(firstFileProducts))[file - 1];
  return start ? listProductsFrom(start, pagesPerFile) : [];
}
