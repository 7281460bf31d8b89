import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { slidesTag } from "./cache-tags";
import { cachedRead } from "./cached-read";
import type { CatalogCategory, CatalogSlide } from "@/lib/domain/catalog";

// Categories carry only the catalogue's own tag: the menu on every page lists them, so a category
// change expires everything (./changes.ts).
const categorySelect = {
  id: true,
  name: true,
  description: true,
  nameUr: true,
  descriptionUr: true,
  imageFile: true,
  imageUrl: true,
} as const;

export const listVisibleCategories = cachedRead(
  "categories",
  { tags: () => [], whileBuilding: [] },
  async (): Promise<CatalogCategory[]> =>
    db.category.findMany({ where: { status: "Active" }, orderBy: { name: "asc" }, select: categorySelect }),
);

/** Every category, active or not, by name: the admin's choices in forms and filters. */
export const listCategoryChoices = cachedRead(
  "category-choices",
  { tags: () => [], whileBuilding: [] },
  async (): Promise<{ id: string; name: string }[]> =>
    db.category.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
);

/** Every category's names in both languages, active or not: what a search's words are held by (./search.ts). */
export const listCategoryNames = cachedRead(
  "category-names",
  { tags: () => [], whileBuilding: [] },
  async (): Promise<{ id: string; name: string; nameUr: string }[]> =>
    db.category.findMany({ select: { id: true, name: true, nameUr: true } }),
);

export const getVisibleCategory = cachedRead(
  "category",
  { tags: () => [], whileBuilding: null },
  async (id: string): Promise<CatalogCategory | null> =>
    db.category.findFirst({ where: { id, status: "Active" }, select: categorySelect }),
);

export const slideSelect = {
  id: true,
  imageFile: true,
  imageUrl: true,
  title: true,
  subtitle: true,
  titleUr: true,
  subtitleUr: true,
} as const satisfies Prisma.SliderImageSelect;
export const slideOrder = [
  { position: "asc" },
  { createdAt: "asc" },
] as const satisfies Prisma.SliderImageOrderByWithRelationInput[];

export const listSlides = cachedRead(
  "slides",
  { tags: () => [slidesTag], whileBuilding: [] },
  async (): Promise<CatalogSlide[]> =>
    db.sliderImage.findMany({
      orderBy: slideOrder,
      select: { ...slideSelect, productId: true, categoryId: true },
    }),
);
