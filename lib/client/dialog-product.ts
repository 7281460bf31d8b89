import type { CartableProduct } from "@/lib/domain/cart-line";
import type { CatalogProduct } from "@/lib/domain/catalog";

export interface DialogProduct extends CartableProduct {
  stock: number;
}

/** Only the cover image is kept: server pages pass this to the browser for every card. */
export function dialogProduct(product: CatalogProduct): DialogProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    offer: product.offer,
    stock: product.stock,
    hasWeightSelection: product.hasWeightSelection,
    images: product.images.slice(0, 1),
  };
}
