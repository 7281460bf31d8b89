import type { CartableProduct } from "@/lib/domain/cart-line";
import type { CatalogProduct } from "@/lib/domain/catalog";

/** What the product dialog needs to know of a product: prices, weight choice, cover image and stock. */
export interface DialogProduct extends CartableProduct {
  stock: number;
}

/**
 * The dialog's view of a catalogue product. Only the cover image is kept: the dialog and the cart
 * line show nothing else, and server pages pass this to the browser for every card.
 */
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
