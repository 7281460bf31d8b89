// Prices of the shop, shared by the browser (to show them) and the server (to charge them).
// Whole rupees throughout; rounding follows the spec: size price = round(price x multiplier),
// discounted = round(size price x (100 - offer) / 100).
import { promoDiscount, type PromoTerms } from "./promo";

export { formatRupees } from "./money";

export const weightOptions = [
  { value: "250g", multiplier: 0.25, label: "250 Grams", pack: "250 g" },
  { value: "500g", multiplier: 0.5, label: "500 Grams", pack: "500 g" },
  { value: "1kg", multiplier: 1, label: "1 kilogram", pack: "1 kg" },
] as const;

export type Weight = (typeof weightOptions)[number]["value"];

export const defaultWeight: Weight = "250g";

export function isWeight(value: unknown): value is Weight {
  return weightOptions.some((option) => option.value === value);
}

export function weightMultiplier(weight: Weight): number {
  return weightOptions.find((option) => option.value === weight)?.multiplier ?? 1;
}

/** List price of one pack: the per-kg price scaled to the weight, or the piece price. */
export function sizePrice(price: number, weight: Weight | null): number {
  return weight === null ? price : Math.round(price * weightMultiplier(weight));
}

export function applyOffer(price: number, offerPercent: number): number {
  if (offerPercent <= 0) return price;
  return Math.round((price * (100 - offerPercent)) / 100);
}

export interface PricedProduct {
  price: number;
  offer: number;
  hasWeightSelection: boolean;
}

export function effectiveWeight(product: PricedProduct, weight: Weight | null | undefined): Weight | null {
  if (!product.hasWeightSelection) return null;
  return weight ?? defaultWeight;
}

export function packPrice(
  product: PricedProduct,
  weight: Weight | null | undefined,
): { original: number; discounted: number } {
  const original = sizePrice(product.price, effectiveWeight(product, weight));
  return { original, discounted: applyOffer(original, product.offer) };
}

/** What one pack is, after a price: '250 g', or 'piece' for products sold by the piece. */
export function packName(product: PricedProduct, weight: Weight | null | undefined): string {
  const chosen = packOf(product, weight);
  return weightOptions.find((option) => option.value === chosen)?.pack ?? "piece";
}

/** Which pack a line is, for the pages to name in their language (messages' purchase.pack). */
export function packOf(product: PricedProduct, weight: Weight | null | undefined): Weight | "piece" {
  return effectiveWeight(product, weight) ?? "piece";
}

/** The price of a kilogram after the offer, how shoppers compare dry fruit; null for products sold by the piece. */
export function perKgPrice(product: PricedProduct): number | null {
  return product.hasWeightSelection ? applyOffer(product.price, product.offer) : null;
}

export function stockPerPack(weight: Weight | null | undefined): number {
  return weight ? weightMultiplier(weight) : 1;
}

export interface LinePrice {
  /** Null for products sold by the piece. */
  weight: Weight | null;
  price: number;
  originalPrice: number;
}

/** The one pricing of a line the cart, checkout and order creation share. */
export function priceLine(product: PricedProduct, weight: Weight | null | undefined): LinePrice {
  const chosen = effectiveWeight(product, weight);
  const { original, discounted } = packPrice(product, chosen);
  return { weight: chosen, price: discounted, originalPrice: original };
}

/** The price the home page filters and sorts by: the 250 g pack after the offer. */
export function listingPrice(product: PricedProduct): number {
  return packPrice(product, defaultWeight).discounted;
}

export const deliveryCharge = 249;
export const freeDeliveryThreshold = 5000;

export function deliveryChargeFor(subtotal: number): number {
  return subtotal >= freeDeliveryThreshold || subtotal <= 0 ? 0 : deliveryCharge;
}

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  total: number;
}

/** Delivery and the promo's discount are both worked out on the subtotal. */
export function orderTotals(
  lines: readonly { price: number; quantity: number }[],
  promo: PromoTerms | null = null,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const delivery = deliveryChargeFor(subtotal);
  const discount = promo ? promoDiscount(promo, subtotal) : 0;
  return { subtotal, deliveryCharge: delivery, discount, total: subtotal + delivery - discount };
}
