import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "../db";
import { catalogTag } from "./tags";
import type { CatalogCategory, CatalogSlide } from "@/lib/domain/catalog";

const categorySelect = { id: true, name: true, description: true, imageFile: true, imageUrl: true } as const;

/** Active categories, by name. */
export const listVisibleCategories = unstable_cache(
  async (): Promise<CatalogCategory[]> =>
    db.category.findMany({ where: { status: "Active" }, orderBy: { name: "asc" }, select: categorySelect }),
  ["catalog:categories"],
  { tags: [catalogTag] },
);

/** An active category, or null. */
export const getVisibleCategory = unstable_cache(
  async (id: string): Promise<CatalogCategory | null> =>
    db.category.findFirst({ where: { id, status: "Active" }, select: categorySelect }),
  ["catalog:category"],
  { tags: [catalogTag] },
);

/** The home slider, in order. */
export const listSlides = unstable_cache(
  async (): Promise<CatalogSlide[]> =>
    db.sliderImage.findMany({
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { id: true, imageFile: true, imageUrl: true, productId: true, categoryId: true },
    }),
  ["catalog:slides"],
  { tags: [catalogTag] },
);
