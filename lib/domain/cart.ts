// The cart as the spec stores it (localStorage `cart`) and the rules on its lines.
import type { CatalogProduct } from "./catalog";
import { isWeight, weightMultiplier, type Weight } from "./pricing";

export const minQuantity = 1;
export const maxQuantity = 50;

export interface CartLine {
  /** Product id. */
  id: string;
  name: string;
  /** Discounted unit price, whole rupees (shown only; the server prices the order). */
  price: number;
  /** Only for weight-selectable products. */
  weight?: Weight;
  quantity: number;
  image: string;
  /** Unit price before the offer. */
  originalPrice: number;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return minQuantity;
  return Math.min(maxQuantity, Math.max(minQuantity, Math.round(quantity)));
}

export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "string" &&
    typeof line.name === "string" &&
    typeof line.price === "number" &&
    typeof line.quantity === "number" &&
    (line.weight === undefined || isWeight(line.weight))
  );
}

export const sameLine = (a: { id: string; weight?: Weight | null }, b: { id: string; weight?: Weight | null }) =>
  a.id === b.id && (a.weight ?? null) === (b.weight ?? null);

/** Adds a line, or increases the quantity of the same product and weight (capped at 50). */
export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((entry) => sameLine(entry, line));
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return lines.map((entry) =>
    entry === existing ? { ...line, quantity: clampQuantity(entry.quantity + line.quantity) } : entry,
  );
}

/** Replaces `previous` by `line` (the dialog's edit mode), merging with another line of the same weight. */
export function replaceLine(lines: CartLine[], previous: { id: string; weight?: Weight }, line: CartLine): CartLine[] {
  const without = lines.filter((entry) => !sameLine(entry, previous));
  const merged = without.find((entry) => sameLine(entry, line));
  if (merged)
    return without.map((entry) => (entry === merged ? { ...line, quantity: clampQuantity(line.quantity) } : entry));
  const index = lines.findIndex((entry) => sameLine(entry, previous));
  const next = { ...line, quantity: clampQuantity(line.quantity) };
  return index < 0 ? [...without, next] : [...without.slice(0, index), next, ...without.slice(index)];
}

export function removeLine(lines: CartLine[], target: { id: string; weight?: Weight }): CartLine[] {
  return lines.filter((entry) => !sameLine(entry, target));
}

export function cartSubtotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Stock one pack takes: its kilograms for weight-selectable products, one piece otherwise. */
export function stockPerPack(weight: Weight | null | undefined): number {
  return weight ? weightMultiplier(weight) : 1;
}

/** How many packs the stock allows (0 when out of stock); stock is kept to three decimals. */
export function packsInStock(stock: number, weight: Weight | null | undefined): number {
  return Math.floor(Math.round((stock / stockPerPack(weight)) * 1000) / 1000);
}

export interface RepricedItem {
  weight: Weight | null;
  quantity: number;
  unitPrice: number;
  originalPrice: number;
  /** Packs of this size the stock allows now. */
  available: number;
}

/** The stored cart as the server prices it now, grouped by product; lines whose product is gone are `missing`. */
export interface RepricedCart {
  products: { product: CatalogProduct; items: RepricedItem[] }[];
  missing: { id: string; weight: Weight | null }[];
}
