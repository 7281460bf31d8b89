import "server-only";
import type { z } from "zod";
import type { AdminCategory } from "@/lib/domain/catalog";
import { notFound, refused } from "@/lib/domain/errors";
import type { categoryFieldsSchema, categoryUpdateSchema } from "@/lib/domain/validation/category";
import { missingCategoryImage } from "@/lib/domain/validation/category";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { removeImages, storeImages } from "../storage";
import { catalogChanged } from "./changes";

const adminCategorySelect = {
  id: true,
  name: true,
  description: true,
  nameUr: true,
  descriptionUr: true,
  status: true,
  imageFile: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { products: true } },
} as const;

type AdminCategoryRow = Prisma.CategoryGetPayload<{ select: typeof adminCategorySelect }>;

function toAdminCategory({ _count, createdAt, updatedAt, ...category }: AdminCategoryRow): AdminCategory {
  return {
    ...category,
    productCount: _count.products,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function listAllCategories(): Promise<AdminCategory[]> {
  const rows = await db.category.findMany({
    orderBy: newestFirst(),
    select: adminCategorySelect,
  });
  return rows.map(toAdminCategory);
}

const duplicateName = "A category with this name already exists";

async function assertNameFree(name: string, exceptId?: string) {
  const clash = await db.category.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw refused(duplicateName);
}

/** A new category with an uploaded image or an image URL (one is required; a file wins). */
export async function createCategory(input: z.output<typeof categoryFieldsSchema>, files: File[]): Promise<void> {
  if (files.length === 0 && !input.cImageUrl) throw refused(missingCategoryImage);
  await assertNameFree(input.cName);
  const [imageFile] = await storeImages("categories", files.slice(0, 1));
  try {
    await db.category.create({
      data: {
        name: input.cName,
        description: input.cDescription,
        nameUr: input.cNameUr,
        descriptionUr: input.cDescriptionUr,
        status: input.cStatus,
        imageFile: imageFile ?? null,
        imageUrl: imageFile ? null : input.cImageUrl,
      },
    });
  } catch (error) {
    await removeImages("categories", [imageFile]);
    throw error;
  }
  // The category menu is on every page.
  await catalogChanged({ everything: true });
}

export async function updateCategory(
  id: string,
  input: z.output<typeof categoryUpdateSchema>,
  files: File[],
): Promise<void> {
  const existing = await db.category.findUnique({ where: { id }, select: { imageFile: true, imageUrl: true } });
  if (!existing) throw notFound("Category not found");
  if (input.cName) await assertNameFree(input.cName, id);
  const [imageFile] = await storeImages("categories", files.slice(0, 1));
  const image = imageFile
    ? { imageFile, imageUrl: null }
    : input.cImageUrl
      ? { imageFile: null, imageUrl: input.cImageUrl }
      : {};
  try {
    await db.category.update({
      where: { id },
      data: {
        ...(input.cName ? { name: input.cName } : {}),
        description: input.cDescription,
        // Undefined when the client did not send it (one older than the Urdu texts): kept as it is.
        nameUr: input.cNameUr,
        descriptionUr: input.cDescriptionUr,
        status: input.cStatus,
        ...image,
      },
    });
  } catch (error) {
    await removeImages("categories", [imageFile]);
    throw error;
  }
  if ("imageFile" in image && existing.imageFile !== image.imageFile)
    await removeImages("categories", [existing.imageFile]);
  await catalogChanged({ everything: true });
}

/** Deletes a category; its products stay and become uncategorised ('No Category'). */
export async function deleteCategory(id: string): Promise<{ uncategorised: number }> {
  const existing = await db.category.findUnique({
    where: { id },
    select: { imageFile: true, _count: { select: { products: true } } },
  });
  if (!existing) throw notFound("Category not found");
  await db.category.delete({ where: { id } });
  await removeImages("categories", [existing.imageFile]);
  await catalogChanged({ everything: true });
  return { uncategorised: existing._count.products };
}
