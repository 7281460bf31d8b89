import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { planSearch } from "@/lib/domain/search";
import { notFound, refused } from "@/lib/domain/errors";
import {
  lowStockThreshold,
  productBulkActions,
  productsPerPage,
  type ProductBulkAction,
  type ProductListQuery,
  type ProductSort,
  type StockFilter,
} from "@/lib/domain/validation/admin-product-list";
import type { ProductFields } from "@/lib/domain/validation/product";
import { lastImageRemoved, missingProductImage } from "@/lib/domain/validation/product";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { removeImages, storeImages } from "../storage";
import { listingsTag, stockTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import { catalogChanged, productCardsChange } from "./changes";
import { listCategoryNames } from "./categories";
import { inSearchTransaction, searchAttempts, similarProductIds, stepWhere } from "./search";
import { toCatalogProduct, productSelect } from "./products";

/** Every product, Disabled too, newest first (the legacy admin-all-product call). */
export async function listAllProducts() {
  const rows = await db.product.findMany({ orderBy: newestFirst(), select: productSelect });
  return rows.map(toCatalogProduct);
}

const sortColumns: Record<ProductSort, { column: keyof Prisma.ProductOrderByWithRelationInput; dir: "asc" | "desc" }> =
  {
    updated: { column: "updatedAt", dir: "desc" },
    name: { column: "name", dir: "asc" },
    price: { column: "price", dir: "asc" },
    stock: { column: "stock", dir: "asc" },
    featured: { column: "featuredOrder", dir: "asc" },
  };

/** The products list's stock filters; the dashboard's stock alerts use the same. */
export const stockFilterWhere: Record<StockFilter, Prisma.ProductWhereInput> = {
  out: { stock: { lte: 0 } },
  low: { stock: { gt: 0, lte: lowStockThreshold } },
  in: { stock: { gt: 0 } },
};

/**
 * The shop's search, so the admin finds what shoppers find: every word of the text, or its
 * family's English name ('badam' finds almonds, 'khajoor' dates), in the name or the category's,
 * English or Urdu; the same with its mistyped words corrected ('jmubo'); else the family words
 * alone; words that describe ('gift box', 'sugar free') when the text names no family; when none of
 * these finds anything, names alike to the text.
 */
async function nameWhere(tx: Prisma.TransactionClient, q: string): Promise<Prisma.ProductWhereInput> {
  const plan = planSearch(q);
  if (plan.terms.length === 0 && plan.descriptors.length === 0 && !plan.size) return {};
  for await (const { step } of searchAttempts(plan, await listCategoryNames())) {
    const where = stepWhere(step);
    if ((await tx.product.count({ where, take: 1 })) > 0) return where;
  }
  return { id: { in: await similarProductIds(tx, plan) } };
}

async function listPage(tx: Prisma.TransactionClient, query: ProductListQuery) {
  const where: Prisma.ProductWhereInput = {
    ...(query.q ? await nameWhere(tx, query.q) : {}),
    ...(query.category ? { categoryId: query.category === "none" ? null : query.category } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.stock ? stockFilterWhere[query.stock] : {}),
    ...(query.offer ? { offer: { gt: 0 } } : {}),
  };
  const { column, dir } = sortColumns[query.sort];
  const direction = query.dir ?? dir;
  const [total, rows] = await Promise.all([
    tx.product.count({ where }),
    tx.product.findMany({
      where,
      orderBy: [
        column === "featuredOrder" ? { featuredOrder: { sort: direction, nulls: "last" } } : { [column]: direction },
        { id: "asc" },
      ],
      skip: (query.page - 1) * productsPerPage,
      take: productsPerPage,
      select: productSelect,
    }),
  ]);
  return {
    products: rows.map(toCatalogProduct),
    total,
    page: query.page,
    pageCount: pageCountOf(total, productsPerPage),
  };
}

/**
 * Kept until a product changes (every product write expires the listings and stock tags). A search
 * runs in the shop's search transaction: a word many names hold, in English or in Urdu, would
 * otherwise have the planner read every product rather than the names' trigram indexes (measured
 * on 100,000 products: 116 ms against 22).
 */
export const listProductsPage = cachedRead(
  "admin-products-page",
  { tags: () => [listingsTag, stockTag], whileBuilding: { products: [], total: 0, page: 1, pageCount: 1 } },
  (query: ProductListQuery) => (query.q ? inSearchTransaction((tx) => listPage(tx, query)) : listPage(db, query)),
);

async function assertCategoryExists(categoryId: string | undefined) {
  if (categoryId && !(await db.category.count({ where: { id: categoryId } })))
    throw refused("The chosen category does not exist");
}

/** The columns a product's form (or bulk CSV row) sets. */
export function productData(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    nameUr: fields.nameUr,
    descriptionUr: fields.descriptionUr,
    price: fields.price,
    stock: fields.stock,
    offer: fields.offer,
    featuredOrder: fields.featuredOrder ?? null,
    status: fields.status,
    hasWeightSelection: fields.hasWeightSelection,
    categoryId: fields.categoryId ?? null,
  } satisfies Prisma.ProductUncheckedCreateInput;
}

function omit<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

/** Files win over the URL; with neither the product cannot be created. */
async function storedImageEntries(files: File[], imageUrl: string | undefined) {
  if (files.length)
    return (await storeImages("products", files)).map((fullImage, position) => ({ position, fullImage }));
  return imageUrl ? [{ position: 0, fullImage: imageUrl }] : [];
}

/**
 * Stored files no product and no order line refers to any more (the large demo catalogue shares its
 * images; a past order keeps showing the picture it was sold with after its product changed).
 */
export async function unreferenced(files: (string | null)[]): Promise<string[]> {
  const names = files.filter((file): file is string => Boolean(file));
  if (names.length === 0) return [];
  const [images, lines] = await Promise.all([
    db.productImage.findMany({
      where: { OR: [{ fullImage: { in: names } }, { thumbnail: { in: names } }] },
      select: { fullImage: true, thumbnail: true },
    }),
    db.orderLine.findMany({
      where: { productImage: { in: names } },
      select: { productImage: true },
      distinct: ["productImage"],
    }),
  ]);
  const used = new Set([
    ...images.flatMap((image) => [image.fullImage, image.thumbnail]),
    ...lines.map((line) => line.productImage),
  ]);
  return names.filter((name) => !used.has(name));
}

export async function createProduct(
  fields: ProductFields,
  files: File[],
  imageUrl: string | undefined,
): Promise<string> {
  if (files.length === 0 && !imageUrl) throw refused(missingProductImage);
  await assertCategoryExists(fields.categoryId);
  const images = await storedImageEntries(files, imageUrl);
  try {
    const created = await db.product.create({
      data: { ...productData(fields), images: { create: images } },
      select: { id: true },
    });
    await catalogChanged(productCardsChange([created.id], [fields.categoryId ?? null]));
    return created.id;
  } catch (error) {
    await removeImages(
      "products",
      images.map((image) => image.fullImage),
    );
    throw error;
  }
}

export interface ProductImageChange {
  /** New image files: they replace all the current images. */
  files: File[];
  /** A new image URL: it replaces all the current images when no file is given. */
  imageUrl?: string;
  /** Current images (stored names or URLs) to drop, when no new image replaces them all. */
  removedImages?: string[];
  /** Fields the request did not carry: they keep their values. */
  keep?: readonly (keyof ProductFields)[];
}

const imagesOfProduct = { select: { fullImage: true, thumbnail: true } } as const;
const imageFiles = (images: { fullImage: string; thumbnail: string | null }[]) =>
  images.flatMap((image) => [image.fullImage, image.thumbnail]);

export async function editProduct(id: string, fields: ProductFields, change: ProductImageChange): Promise<void> {
  const existing = await db.product.findUnique({
    where: { id },
    select: { categoryId: true, images: imagesOfProduct },
  });
  if (!existing) throw notFound("Product not found");
  await assertCategoryExists(fields.categoryId);
  const removed = new Set(change.removedImages);
  const dropped = existing.images.filter((image) => removed.has(image.fullImage));
  if (dropped.length && dropped.length === existing.images.length && !change.files.length && !change.imageUrl)
    throw refused(lastImageRemoved);
  const images = await storedImageEntries(change.files, change.imageUrl);
  const replaced = images.length ? existing.images : dropped;
  try {
    await db.$transaction([
      ...(images.length ? [db.productImage.deleteMany({ where: { productId: id } })] : []),
      ...(!images.length && dropped.length
        ? [db.productImage.deleteMany({ where: { productId: id, fullImage: { in: [...removed] } } })]
        : []),
      db.product.update({
        where: { id },
        data: {
          ...omit(productData(fields), change.keep ?? []),
          ...(images.length ? { images: { create: images } } : {}),
        },
      }),
    ]);
  } catch (error) {
    await removeImages(
      "products",
      images.map((image) => image.fullImage),
    );
    throw error;
  }
  if (replaced.length) await removeImages("products", await unreferenced(imageFiles(replaced)));
  await catalogChanged(productCardsChange([id], [existing.categoryId, fields.categoryId ?? null]));
}

/** Answers how many of `ids` existed. */
async function deleteProducts(ids: string[]): Promise<number> {
  const existing = await db.product.findMany({
    where: { id: { in: ids } },
    select: { id: true, categoryId: true, images: imagesOfProduct },
  });
  if (existing.length === 0) return 0;
  await db.product.deleteMany({ where: { id: { in: existing.map((product) => product.id) } } });
  await removeImages("products", await unreferenced(existing.flatMap((product) => imageFiles(product.images))));
  await catalogChanged(
    productCardsChange(
      existing.map((product) => product.id),
      existing.map((product) => product.categoryId),
    ),
  );
  return existing.length;
}

export async function deleteProduct(id: string): Promise<void> {
  if ((await deleteProducts([id])) === 0) throw notFound("Product not found");
}

/** Answers the message for the admin. */
export async function applyToProducts(ids: string[], action: ProductBulkAction): Promise<string> {
  const unique = [...new Set(ids)];
  let count: number;
  if (action === "delete") {
    count = await deleteProducts(unique);
  } else {
    const updated = await db.product.updateManyAndReturn({
      where: { id: { in: unique } },
      data: { status: action === "enable" ? "Active" : "Disabled" },
      select: { id: true, categoryId: true },
    });
    count = updated.length;
    await catalogChanged(
      productCardsChange(
        updated.map((product) => product.id),
        updated.map((product) => product.categoryId),
      ),
    );
  }
  if (count === 0) throw notFound("None of the selected products exists any more");
  return `${count} ${count === 1 ? "product" : "products"} ${productBulkActions[action].done}`;
}

export async function setFeaturedOrder(id: string, featuredOrder: number | null): Promise<void> {
  const updated = await db.product.updateManyAndReturn({
    where: { id },
    data: { featuredOrder },
    select: { categoryId: true },
  });
  if (updated.length === 0) throw notFound("Product not found");
  await catalogChanged(productCardsChange([id], [updated[0]!.categoryId]));
}
