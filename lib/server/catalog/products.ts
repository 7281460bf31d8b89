import "server-only";
import { relatedLimit, type ListingQuery, type SortOption } from "@/lib/domain/listing";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { categoryTag, listingsTag, productTag, stockTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import type { CatalogProduct, ProductDetail } from "@/lib/domain/catalog";
import { visibleProductWhere, visibleProductWhereByIds } from "./visibility";
import { ratingOf } from "@/lib/domain/reviews";

const sortOrders: Record<SortOption, Prisma.ProductOrderByWithRelationInput[]> = {
  // The id settles ties, so that the pages of the whole catalogue (visibleProductPages) meet exactly.
  default: [{ featuredOrder: { sort: "asc", nulls: "last" } }, { name: "asc" }, { id: "asc" }],
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
  nameUr: true,
  descriptionUr: true,
  status: true,
  stock: true,
  price: true,
  offer: true,
  featuredOrder: true,
  hasWeightSelection: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true, nameUr: true } },
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

/** Where a page of the catalogue in the default order ended. */
type DefaultOrderPosition = Pick<ProductRow, "featuredOrder" | "name" | "id">;

/** The products after `position` in the default order, among those with its featuredOrder or none. */
function afterInDefaultOrder({ featuredOrder, name, id }: DefaultOrderPosition): Prisma.ProductWhereInput {
  const later: Prisma.ProductWhereInput[] = [{ name: { gt: name } }, { name, id: { gt: id } }];
  if (featuredOrder === null) return { name: { gte: name }, OR: later };
  return { featuredOrder: { gte: featuredOrder }, OR: [{ featuredOrder: { gt: featuredOrder } }, ...later] };
}

/**
 * Every visible product in the default order, `size` at a time (all-product): the catalogue is never
 * held whole, and no query names more than a page's products (PostgreSQL takes 65,535 parameters).
 * The featured products come first, then the rest; each page goes on in the index
 * (status, featuredOrder, name) from where the last one ended, so it costs what the first did.
 */
export async function* visibleProductPages(size = 1000): AsyncGenerator<CatalogProduct[]> {
  const visible = await visibleProductWhereByIds();
  for (const featured of [{ featuredOrder: { not: null } }, { featuredOrder: null }]) {
    let position: DefaultOrderPosition | null = null;
    for (;;) {
      const rows: ProductRow[] = await db.product.findMany({
        where: { AND: [visible, featured, position ? afterInDefaultOrder(position) : {}] },
        orderBy: defaultProductOrder,
        select: productSelect,
        take: size,
      });
      if (rows.length) yield rows.map(toCatalogProduct);
      if (rows.length < size) break;
      position = rows.at(-1)!;
    }
  }
}

export const listProducts = cachedRead(
  "listing",
  {
    tags: (query: ListingQuery) => [query.categoryId ? categoryTag(query.categoryId) : listingsTag],
    whileBuilding: { products: [], total: 0 },
  },
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

/** The original API's product-by-price; `price` is per kg, or per piece. */
export const listProductsBelowPrice = cachedRead(
  "below-price",
  { tags: () => [listingsTag, stockTag], whileBuilding: [] },
  async (price: number): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { price: { lt: price } }] },
      orderBy: [{ price: "desc" }, { name: "asc" }],
      take: belowPriceLimit,
      select: productSelect,
    });
    return rows.map(toCatalogProduct);
  },
);

export const listCategoryProducts = cachedRead(
  "category-products",
  { tags: (categoryId: string) => [categoryTag(categoryId), stockTag], whileBuilding: [] },
  async (categoryId: string): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { categoryId }] },
      orderBy: defaultProductOrder,
      select: productSelect,
    });
    return rows.map(toCatalogProduct);
  },
);

/** The wishlist's products, in the order asked for. */
export const listProductsByIds = cachedRead(
  "by-ids",
  { tags: (ids: string[]) => ids.map(productTag), whileBuilding: [] },
  async (ids: string[]): Promise<CatalogProduct[]> => {
    const rows = await db.product.findMany({
      where: { AND: [visibleProductWhere, { id: { in: ids } }] },
      select: productSelect,
    });
    const byId = new Map(rows.map((row) => [row.id, toCatalogProduct(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
);

export const getVisibleProduct = cachedRead(
  "product",
  { tags: (id: string) => [productTag(id)], whileBuilding: null },
  async (id: string): Promise<ProductDetail | null> => {
    const row = await db.product.findFirst({
      where: { AND: [visibleProductWhere, { id }] },
      select: {
        ...productSelect,
        reviews: {
          orderBy: newestFirst(),
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

export const listRelatedProducts = cachedRead(
  "related",
  {
    tags: (productId: string, categoryId: string | null) => (categoryId ? [categoryTag(categoryId)] : []),
    whileBuilding: [],
  },
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

/** The offers (whole percents) shoppers can see, each once: what the home page's sale heading may claim. */
export const listVisibleOffers = cachedRead(
  "visible-offers",
  { tags: () => [listingsTag], whileBuilding: [] },
  async (): Promise<number[]> => {
    const rows = await db.product.findMany({
      where: { ...visibleProductWhere, offer: { gt: 0 } },
      distinct: ["offer"],
      select: { offer: true },
    });
    return rows.map((row) => row.offer);
  },
);
