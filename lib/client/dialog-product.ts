"use client";
import type { CartableProduct } from "@/lib/domain/cart-line";
import type { ImageEntry } from "@/lib/domain/images";

/** What the product dialog needs to know of a product: prices, weight choice, images and stock. */
export interface DialogProduct extends CartableProduct {
  stock: number;
}

interface LegacyLike {
  _id: string;
  pName: string;
  pPrice: number;
  pOffer: number;
  pQuantity: number;
  hasWeightSelection: boolean;
  pImages: (string | ImageEntry)[];
}

export function dialogProductFromLegacy(product: LegacyLike): DialogProduct {
  return {
    id: product._id,
    name: product.pName,
    price: product.pPrice,
    offer: product.pOffer,
    stock: product.pQuantity,
    hasWeightSelection: product.hasWeightSelection,
    images: product.pImages.map((image) =>
      typeof image === "string"
        ? { fullImage: image, thumbnail: null }
        : { fullImage: image.fullImage, thumbnail: image.thumbnail ?? null },
    ),
  };
}
