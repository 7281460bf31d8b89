import type { CartLine } from "./cart";
import { clampQuantity } from "./cart";
import { priceLine, type PricedProduct, type Weight } from "./pricing";

export interface CartableProduct extends PricedProduct {
  id: string;
  name: string;
  nameUr?: string;
  images: { fullImage: string; thumbnail: string | null }[];
}

export function cartLineFor(product: CartableProduct, weight: Weight | null | undefined, quantity: number): CartLine {
  const packs = clampQuantity(quantity);
  const { weight: chosen, price, originalPrice } = priceLine(product, weight);
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name,
    ...(product.nameUr ? { nameUr: product.nameUr } : {}),
    price,
    ...(chosen ? { weight: chosen } : {}),
    quantity: packs,
    image: image?.thumbnail ?? image?.fullImage ?? "",
    originalPrice,
  };
}
