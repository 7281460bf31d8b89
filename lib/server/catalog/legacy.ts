// The legacy REST contract's field names (pName, pPrice, pCategory ...), mapped at the edge.
import type {
  CatalogCategory,
  CatalogImage,
  CatalogProduct,
  CatalogReview,
  CatalogSlide,
  ProductDetail,
} from "./types";

export type LegacyImage = string | { thumbnail: string; fullImage: string };

export function toLegacyImage(image: CatalogImage): LegacyImage {
  return image.thumbnail ? { thumbnail: image.thumbnail, fullImage: image.fullImage } : image.fullImage;
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

export function toLegacyProduct(product: CatalogProduct | ProductDetail) {
  return {
    _id: product.id,
    pName: product.name,
    pDescription: product.description,
    pImages: product.images.map(toLegacyImage),
    pStatus: product.status,
    pCategory: product.category ? { _id: product.category.id, cName: product.category.name } : null,
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

export function toLegacyCategory(category: CatalogCategory) {
  return {
    _id: category.id,
    cName: category.name,
    cDescription: category.description,
    cStatus: "Active",
    cImage: category.imageFile ?? "",
    cImageUrl: category.imageUrl ?? "",
  };
}

export function toLegacySlide(slide: CatalogSlide) {
  return {
    _id: slide.id,
    slideImage: slide.imageFile ?? "",
    slideImageUrl: slide.imageUrl ?? "",
    productId: slide.productId,
    categoryId: slide.categoryId,
  };
}
