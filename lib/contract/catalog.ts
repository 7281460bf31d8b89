// The catalogue in the legacy REST contract's names (pName, pPrice, pCategory, cName ...) and back.
import type {
  AdminCategory,
  CatalogCategory,
  CatalogImage,
  CatalogProduct,
  CatalogReview,
  CatalogSlide,
  ProductDetail,
  SearchResult,
} from "@/lib/domain/catalog";
import { ratingOf } from "@/lib/domain/reviews";

/** A product image: the old app stored bare file names, ours store a thumbnail beside the full image. */
export type LegacyImage = string | { thumbnail: string; fullImage: string };

export function toLegacyImage(image: CatalogImage): LegacyImage {
  return image.thumbnail ? { thumbnail: image.thumbnail, fullImage: image.fullImage } : image.fullImage;
}

export function fromLegacyImage(image: LegacyImage | { fullImage: string; thumbnail?: string | null }): CatalogImage {
  return typeof image === "string"
    ? { fullImage: image, thumbnail: null }
    : { fullImage: image.fullImage, thumbnail: image.thumbnail ?? null };
}

function toLegacyReview(review: CatalogReview) {
  return {
    _id: review.id,
    review: review.text,
    rating: review.rating,
    user: { _id: review.user.id, name: review.user.name },
    createdAt: review.createdAt,
  };
}

export type LegacyReview = ReturnType<typeof toLegacyReview>;

function fromLegacyReview(review: LegacyReview): CatalogReview {
  return {
    id: review._id,
    text: review.review,
    rating: review.rating,
    user: { id: review.user._id, name: review.user.name },
    createdAt: review.createdAt,
  };
}

export function toLegacyProduct(product: CatalogProduct | ProductDetail) {
  return {
    _id: product.id,
    pName: product.name,
    pDescription: product.description,
    pNameUr: product.nameUr,
    pDescriptionUr: product.descriptionUr,
    pImages: product.images.map(toLegacyImage),
    pStatus: product.status,
    pCategory: product.category
      ? { _id: product.category.id, cName: product.category.name, cNameUr: product.category.nameUr }
      : null,
    pQuantity: product.stock,
    pPrice: product.price,
    pOffer: product.offer,
    featuredOrder: product.featuredOrder,
    hasWeightSelection: product.hasWeightSelection,
    pRatingsReviews: "reviews" in product ? product.reviews.map(toLegacyReview) : [],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export type LegacyProduct = ReturnType<typeof toLegacyProduct>;

/**
 * `{ Products: [...] }` of every product in `pages`, as JSON text a page at a time: the same text
 * JSON.stringify gives for the whole list, without holding it. The first piece comes with the
 * first page, so a failed first read fails before any text.
 */
export async function* legacyProductListJson(pages: AsyncIterable<CatalogProduct[]>): AsyncGenerator<string> {
  let opening = '{"Products":[';
  for await (const page of pages) {
    if (!page.length) continue;
    yield opening + page.map((product) => JSON.stringify(toLegacyProduct(product))).join(",");
    opening = ",";
  }
  yield opening === "," ? "]}" : '{"Products":[]}';
}

export function fromLegacyProduct(product: LegacyProduct): CatalogProduct {
  return {
    id: product._id,
    name: product.pName,
    description: product.pDescription,
    nameUr: product.pNameUr,
    descriptionUr: product.pDescriptionUr,
    images: product.pImages.map(fromLegacyImage),
    status: product.pStatus,
    category: product.pCategory
      ? { id: product.pCategory._id, name: product.pCategory.cName, nameUr: product.pCategory.cNameUr }
      : null,
    stock: product.pQuantity,
    price: product.pPrice,
    offer: product.pOffer,
    featuredOrder: product.featuredOrder,
    hasWeightSelection: product.hasWeightSelection,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** A product with its reviews (single-product); the rating is worked out from them as the server does. */
export function fromLegacyProductDetail(product: LegacyProduct): ProductDetail {
  const reviews = product.pRatingsReviews.map(fromLegacyReview);
  return {
    ...fromLegacyProduct(product),
    reviews,
    rating: ratingOf(reviews),
  };
}

export function toLegacySearchResult(result: SearchResult) {
  return {
    _id: result.id,
    pName: result.name,
    pNameUr: result.nameUr,
    pImages: result.image ? [toLegacyImage(result.image)] : [],
    pPrice: result.price,
    pOffer: result.offer,
    hasWeightSelection: result.hasWeightSelection,
  };
}

export type LegacySearchResult = ReturnType<typeof toLegacySearchResult>;

export function fromLegacySearchResult(result: LegacySearchResult): SearchResult {
  const [image] = result.pImages;
  return {
    id: result._id,
    name: result.pName,
    nameUr: result.pNameUr,
    image: image === undefined ? null : fromLegacyImage(image),
    price: result.pPrice,
    offer: result.pOffer,
    hasWeightSelection: result.hasWeightSelection,
  };
}

export function toLegacyCategory(category: CatalogCategory) {
  return {
    _id: category.id,
    cName: category.name,
    cDescription: category.description,
    cNameUr: category.nameUr,
    cDescriptionUr: category.descriptionUr,
    cStatus: "Active" as const,
    cImage: category.imageFile ?? "",
    cImageUrl: category.imageUrl ?? "",
  };
}

export type LegacyCategory = ReturnType<typeof toLegacyCategory>;

export function fromLegacyCategory(category: Omit<LegacyCategory, "cStatus">): CatalogCategory {
  return {
    id: category._id,
    name: category.cName,
    description: category.cDescription,
    nameUr: category.cNameUr,
    descriptionUr: category.cDescriptionUr,
    imageFile: category.cImage || null,
    imageUrl: category.cImageUrl || null,
  };
}

export function toLegacyAdminCategory(category: AdminCategory) {
  return {
    ...toLegacyCategory(category),
    cStatus: category.status,
    productCount: category.productCount,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

export type LegacyAdminCategory = ReturnType<typeof toLegacyAdminCategory>;

export function fromLegacyAdminCategory(category: LegacyAdminCategory): AdminCategory {
  return {
    ...fromLegacyCategory(category),
    status: category.cStatus,
    productCount: category.productCount,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

export function toLegacySlide(slide: CatalogSlide) {
  return {
    _id: slide.id,
    slideImage: slide.imageFile ?? "",
    slideImageUrl: slide.imageUrl ?? "",
    title: slide.title ?? "",
    subtitle: slide.subtitle ?? "",
    // Added for the Urdu home page: "" where the admin gave none, as title and subtitle answer.
    titleUr: slide.titleUr ?? "",
    subtitleUr: slide.subtitleUr ?? "",
    productId: slide.productId,
    categoryId: slide.categoryId,
  };
}

export type LegacySlide = ReturnType<typeof toLegacySlide>;

export function fromLegacySlide(slide: LegacySlide): CatalogSlide {
  return {
    id: slide._id,
    imageFile: slide.slideImage || null,
    imageUrl: slide.slideImageUrl || null,
    title: slide.title || null,
    subtitle: slide.subtitle || null,
    titleUr: slide.titleUr || null,
    subtitleUr: slide.subtitleUr || null,
    productId: slide.productId,
    categoryId: slide.categoryId,
  };
}
