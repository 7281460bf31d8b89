import "server-only";
import type { AdminSlide } from "@/lib/domain/catalog";
import { notFound, refused } from "@/lib/domain/errors";
import { missingSlideImage } from "@/lib/domain/validation/slide";
import { listingsTag, slidesTag } from "./catalog/cache-tags";
import { cachedRead } from "./catalog/cached-read";
import { slideOrder, slideSelect } from "./catalog/categories";
import { catalogChanged } from "./catalog/changes";
import { db } from "./db";
import { removeImages, storeImages } from "./storage";

/** Links to a product or a category: choosing one clears the other. */
export async function createSlide(
  input: {
    imageUrl?: string;
    title?: string;
    subtitle?: string;
    titleUr?: string;
    subtitleUr?: string;
    productId?: string;
    categoryId?: string;
  },
  files: File[],
): Promise<void> {
  if (files.length === 0 && !input.imageUrl) throw refused(missingSlideImage);
  const categoryId = input.categoryId || null;
  const productId = categoryId ? null : input.productId || null;
  if (categoryId && !(await db.category.count({ where: { id: categoryId } })))
    throw refused("The chosen category does not exist");
  if (productId && !(await db.product.count({ where: { id: productId } })))
    throw refused("The chosen product does not exist");
  const [imageFile] = await storeImages("customize", files.slice(0, 1));
  try {
    const last = await db.sliderImage.aggregate({ _max: { position: true } });
    await db.sliderImage.create({
      data: {
        imageFile: imageFile ?? null,
        imageUrl: imageFile ? null : input.imageUrl,
        title: input.title ?? null,
        subtitle: input.subtitle ?? null,
        titleUr: input.titleUr ?? null,
        subtitleUr: input.subtitleUr ?? null,
        productId,
        categoryId,
        position: (last._max.position ?? -1) + 1,
      },
    });
  } catch (error) {
    await removeImages("customize", [imageFile]);
    throw error;
  }
  await catalogChanged({ slides: true });
}

/** A product renamed or removed expires the listings; a category changed, everything. */
export const listAdminSlides = cachedRead(
  "admin-slides",
  { tags: () => [slidesTag, listingsTag], whileBuilding: [] },
  async (): Promise<AdminSlide[]> => {
    const slides = await db.sliderImage.findMany({
      orderBy: slideOrder,
      select: { ...slideSelect, product: { select: { name: true } }, category: { select: { name: true } } },
    });
    return slides.map(({ product, category, ...slide }) => ({
      ...slide,
      productName: product?.name ?? null,
      categoryName: category?.name ?? null,
    }));
  },
);

export async function deleteSlide(id: string): Promise<void> {
  const slide = await db.sliderImage.findUnique({ where: { id }, select: { imageFile: true } });
  if (!slide) throw notFound("Slide not found");
  await db.sliderImage.delete({ where: { id } });
  await removeImages("customize", [slide.imageFile]);
  await catalogChanged({ slides: true });
}
