import "server-only";
import { unstable_cache } from "next/cache";
import { relatedLimit, searchLimit, type ListingQuery, type SortOption } from "@/lib/domain/listing";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { toLegacyProduct } from "@/lib/contract/catalog";
import { memoizeCatalog } from "./memo";
import { catalogTag, productTag } from "./tags";
import type { CatalogProduct, ProductDetail, SearchResult } from "@/lib/domain/catalog";
import { visibleProductWhere } from "./visibility";
import { ratingOf } from "@/lib/domain/reviews";

const sortOrders: Record<SortOption, Prisma.ProductOrderByWithRelationInput[]> = {
  default: [{ featuredOrder: { sort: "asc", nulls: "last" } }, { name: "asc" }],
  "price-low-high": [{ listingPrice: "asc" }, { name: "asc" }],
  "price-high-low": [{ listingPrice: "desc" }, { name: "asc" }],
  az: [{ name: "asc" }],
  za: [{ name: "desc" }],
};

export const defaultProductOrder = sortOrders.default;

export const productSelect = {
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

export function toCatalogProduct(row: ProductRow): CatalogProduct {
  return {
    ...row,
    stock: row.stock.toNumber(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function cached<A extends unknown[], R>(key: string, read: (...args: A) => Promise<R>) {
  return unstable_cache(read, [`catalog:${key}`], { tags: [catalogTag] });
}

// Next.js keeps at most 128 tags on an entry; longer id lists are read without the cache.
const maxProductTags = 100;

/** A read about particular products, also dropped when an order moves one of their stock. */
function cachedForProducts<A extends unknown[], R>(
  key: string,
  productIds: (...args: A) => string[],
  read: (...args: A) => Promise<R>,
) {
  return (...args: A): Promise<R> => {
    const ids = productIds(...args);
    if (ids.length > maxProductTags) return read(...args);
    return unstable_cache(read, [`catalog:${key}`], { tags: [catalogTag, ...ids.map(productTag)] })(...args);
  };
}

/**
 * The legacy all-product answer, `{ Products: [...] }`: every product a shopper may see, in the
 * default order, as UTF-8 JSON. Kept until the catalogue changes (5.6 MB at 10,000 products), so a
 * request neither reads the database nor serialises anything. (Next.js compresses it for each
 * client that accepts gzip, and drops a route's own Content-Encoding, so a gzipped copy kept here
 * could not be sent as it is.)
 */
export function allProductsJson(): Promise<Uint8Array<ArrayBuffer>> {
  return memoizeCatalog("all-products-json", async () => {
    const rows = await db.product.findMany({
      where: visibleProductWhere,
      orderBy: defaultProductOrder,
      select: productSelect,
    });
    return new TextEncoder().encode(
      JSON.stringify({ Products: rows.map((row) => toLegacyProduct(toCatalogProduct(row))) }),
    );
  });
}

/** Id and last change of every product a shopper may see, for the sitemap. */
export function listSitemapProducts(): Promise<{ id: string; updatedAt: Date }[]> {
  return memoizeCatalog("sitemap-products", () =>
    db.product.findMany({
      where: visibleProductWhere,
      orderBy: { createdAt: "asc" },
      select: { id: true, updatedAt: true },
    }),
  );
}

/** One listing (home or category): the first `limit` products matching the filters, and how many match. */
export const listProducts = cached(
  "listing",
  async (query: ListingQuery): Promise<{ products: CatalogProduct[]; total: number }> => {
    const where: Prisma.ProductWhereInput = {
      AND: [
        visibleProductWhere,
        query.categoryId ? { categoryId: query.categoryId } : {},
        query.minPrice !== undefined || query.maxPrice !== undefined
          ? { listingPrice: { gte: query.minPrice, lte: query.maxPrice } }
          : {},
      ],
    };
    const [rows, total] = await Promise.all([
      db.product.findMany({ where, orderBy: sortOrders[query.sort], select: productSelect, take: query.limit }),
      db.product.count({ where }),
    ]);
    return { products: rows.map(toCatalogProduct), total };
  },
);

// The original API answered every match; a bound keeps a call from listing the whole catalogue.
const belowPriceLimit = 200;

/**
 * Visible products whose price (per kg, or per piece) is below `price`, dearest first: the original API's product-by-
 * price.
 */
export const listProductsBelowPrice = cached("below-price", async (price: number): Promise<CatalogProduct[]> => {
  const rows = await db.product.findMany({
    where: { AND: [visibleProductWhere, { price: { lt: price } }] },
    orderBy: [{ price: "desc" }, { name: "asc" }],
    take: belowPriceLimit,
    select: productSelect,
  });
  return rows.map(toCatalogProduct);
});

/** Visible products of one category, in the default order. */
export const listCategoryProducts = cached(
  "category-products",
  async (categoryId: string): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { categoryId }] },
      orderBy: defaultProductOrder,
      select: productSelect,
    });
    return rows.map(toCatalogProduct);
  },
);

/** Visible products among the given ids (wishlist), in the order asked for. */
export const listProductsByIds = cachedForProducts(
  "by-ids",
  (ids: string[]) => ids,
  async (ids: string[]): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { id: { in: ids } }] },
      select: productSelect,
    });
    const byId = new Map(rows.map((row) => [row.id, toCatalogProduct(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
);

// Prisma's `contains` is a LIKE pattern: the shopper's %, _ and \ must match themselves.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Case-insensitive substring search on the name (trigram index), best matches first. */
export const searchProducts = cached("search", async (text: string): Promise<SearchResult[]> => {
  const rows = await db.product.findMany({
    where: { AND: [visibleProductWhere, { name: { contains: likeLiteral(text), mode: "insensitive" } }] },
    orderBy: defaultProductOrder,
    take: searchLimit,
    select: {
      id: true,
      name: true,
      images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  return rows.map((row) => ({ id: row.id, name: row.name, image: row.images[0] ?? null }));
});

/** A product a shopper may see, with its reviews and rating; null for an unknown or hidden id. */
export const getVisibleProduct = cachedForProducts(
  "product",
  (id: string) => [id],
  async (id: string): Promise<ProductDetail | null> => {
    const row = await db.product.findFirst({
      where: { AND: [visibleProductWhere, { id }] },
      select: {
        ...productSelect,
        reviews: {
          orderBy: { createdAt: "desc" },
          select: { id: true, rating: true, text: true, createdAt: true, user: { select: { id: true, name: true } } },
        },
      },
    });
    if (!row) return null;
    const { reviews, ...product } = row;
    return {
      ...toCatalogProduct(product),
      reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
      rating: ratingOf(reviews),
    };
  },
);

/** Up to eight other visible products of the same category. */
export const listRelatedProducts = cached(
  "related",
  async (productId: string, categoryId: string | null): Promise<CatalogProduct[]> => {
    if (!categoryId) return [];
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { categoryId, id: { not: productId } }] },
      orderBy: defaultProductOrder,
      take: relatedLimit,
      select: productSelect,
    });
    return rows.map(toCatalogProduct);
  },
);
