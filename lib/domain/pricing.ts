// Prices of the shop, shared by the browser (to show them) and the server (to charge them).
// Whole rupees throughout; rounding follows the spec: size price = round(price x multiplier),
// discounted = round(size price x (100 - offer) / 100).

export const weightOptions = [
  { value: "250g", multiplier: 0.25, label: "250 Grams" },
  { value: "500g", multiplier: 0.5, label: "500 Grams" },
  { value: "1kg", multiplier: 1, label: "1 kilogram" },
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

/** A price less the offer percent, rounded to whole rupees. */
export function applyOffer(price: number, offerPercent: number): number {
  if (offerPercent <= 0) return price;
  return Math.round((price * (100 - offerPercent)) / 100);
}

export interface PricedProduct {
  price: number;
  offer: number;
  hasWeightSelection: boolean;
}

/** The weight a line is priced at: weight-selectable products default to 250 g, others have none. */
export function effectiveWeight(product: PricedProduct, weight: Weight | null | undefined): Weight | null {
  if (!product.hasWeightSelection) return null;
  return weight ?? defaultWeight;
}

/** Unit price of one pack before and after the offer. */
export function packPrice(
  product: PricedProduct,
  weight: Weight | null | undefined,
): { original: number; discounted: number } {
  const original = sizePrice(product.price, effectiveWeight(product, weight));
  return { original, discounted: applyOffer(original, product.offer) };
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

/** Rupees with thousands separators, as the shop shows them: 'Rs. 1,250'. */
export function formatRupees(amount: number): string {
  return `Rs. ${Math.round(amount).toLocaleString("en-US")}`;
}
