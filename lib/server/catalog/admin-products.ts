import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { notFound, refused } from "@/lib/domain/errors";
import {
  lowStockThreshold,
  productsPerPage,
  type ProductListQuery,
  type ProductSort,
  type StockFilter,
} from "@/lib/domain/validation/admin-product-list";
import type { ProductFields } from "@/lib/domain/validation/product";
import { missingProductImage } from "@/lib/domain/validation/product";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { removeImages, storeImages } from "../storage";
import { catalogChanged, productCardsChange } from "./changes";
import { toCatalogProduct, productSelect } from "./products";

/** Every product, Disabled too, newest first (the legacy admin-all-product call). */
export async function listAllProducts() {
  const rows = await db.product.findMany({ orderBy: { createdAt: "desc" }, select: productSelect });
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

/** One page of the admin's products list: searched by a part of the name, filtered and sorted in SQL. */
export async function listProductsPage(query: ProductListQuery) {
  const where: Prisma.ProductWhereInput = {
    ...(query.q ? { name: { contains: query.q, mode: "insensitive" } } : {}),
    ...(query.category ? { categoryId: query.category === "none" ? null : query.category } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.stock ? stockFilterWhere[query.stock] : {}),
    ...(query.offer ? { offer: { gt: 0 } } : {}),
  };
  const { column, dir } = sortColumns[query.sort];
  const direction = query.dir ?? dir;
  const [total, rows] = await Promise.all([
    db.product.count({ where }),
    db.product.findMany({
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

async function assertCategoryExists(categoryId: string | undefined) {
  if (categoryId && !(await db.category.count({ where: { id: categoryId } })))
    throw refused("The chosen category does not exist");
}

/** The columns a product's form (or bulk CSV row) sets. */
export function productData(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
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

/** Stored files no product refers to any more (the large demo catalogue shares its images). */
async function unreferenced(files: (string | null)[]): Promise<string[]> {
  const names = files.filter((file): file is string => Boolean(file));
  if (names.length === 0) return [];
  const still = await db.productImage.findMany({
    where: { OR: [{ fullImage: { in: names } }, { thumbnail: { in: names } }] },
    select: { fullImage: true, thumbnail: true },
  });
  const used = new Set(still.flatMap((image) => [image.fullImage, image.thumbnail]));
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

/** Updates a product; new images (files, or else a URL) replace all the old ones. */
export async function editProduct(
  id: string,
  fields: ProductFields,
  files: File[],
  imageUrl: string | undefined,
  /** Fields the request did not carry: they keep their values. */
  keep: readonly ("featuredOrder" | "hasWeightSelection")[] = [],
): Promise<void> {
  const existing = await db.product.findUnique({
    where: { id },
    select: { categoryId: true, images: { select: { fullImage: true, thumbnail: true } } },
  });
  if (!existing) throw notFound("Product not found");
  await assertCategoryExists(fields.categoryId);
  const images = await storedImageEntries(files, imageUrl);
  try {
    await db.$transaction([
      ...(images.length ? [db.productImage.deleteMany({ where: { productId: id } })] : []),
      db.product.update({
        where: { id },
        data: {
          ...omit(productData(fields), keep),
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
  if (images.length)
    await removeImages(
      "products",
      await unreferenced(existing.images.flatMap((image) => [image.fullImage, image.thumbnail])),
    );
  await catalogChanged(productCardsChange([id], [existing.categoryId, fields.categoryId ?? null]));
}

export async function deleteProduct(id: string): Promise<void> {
  const existing = await db.product.findUnique({
    where: { id },
    select: { categoryId: true, images: { select: { fullImage: true, thumbnail: true } } },
  });
  if (!existing) throw notFound("Product not found");
  await db.product.delete({ where: { id } });
  await removeImages(
    "products",
    await unreferenced(existing.images.flatMap((image) => [image.fullImage, image.thumbnail])),
  );
  await catalogChanged(productCardsChange([id], [existing.categoryId]));
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
