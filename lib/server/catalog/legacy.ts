// The legacy REST contract's field names (pName, pPrice, pCategory ...), mapped at the edge.
import type { CatalogProduct } from "./types";

export type LegacyImage = string | { thumbnail: string; fullImage: string };

export interface LegacyProduct {
  _id: string;
  pName: string;
  pDescription: string;
  pImages: LegacyImage[];
  pStatus: "Active" | "Disabled";
  pCategory: { _id: string; cName: string } | null;
  pQuantity: number;
  pPrice: number;
  pOffer: number;
  featuredOrder: number | null;
  hasWeightSelection: boolean;
  pRatingsReviews: unknown[];
  createdAt: string;
  updatedAt: string;
}

export function toLegacyImage(image: { fullImage: string; thumbnail: string | null }): LegacyImage {
  return image.thumbnail ? { thumbnail: image.thumbnail, fullImage: image.fullImage } : image.fullImage;
}

export function toLegacyProduct(product: CatalogProduct): LegacyProduct {
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
    pRatingsReviews: [],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
