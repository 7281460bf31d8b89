import type { CartableProduct } from "@/lib/domain/cart-line";
import type { CatalogProduct } from "@/lib/domain/catalog";

export interface DialogProduct extends CartableProduct {
  /** Empty when the admin gave none: the dialog shows the English name (nameIn). */
  nameUr: string;
  stock: number;
}

/** Only the cover image is kept: server pages pass this to the browser for every card. */
export function dialogProduct(product: CatalogProduct): DialogProduct {
  return {
    id: product.id,
    name: product.name,
    nameUr: product.nameUr,
    price: product.price,
    offer: product.offer,
    stock: product.stock,
    hasWeightSelection: product.hasWeightSelection,
    images: product.images.slice(0, 1),
  };
}
