// The cart as the spec stores it (localStorage `cart`) and the rules on its lines.
import type { CatalogProduct } from "./catalog";
import { isWeight, stockPerPack, type Weight } from "./pricing";

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

/** How many packs the stock allows (0 when out of stock); stock is kept to three decimals. */
export function packsInStock(stock: number, weight: Weight | null | undefined): number {
  return Math.floor(Math.round((stock / stockPerPack(weight)) * 1000) / 1000);
}

export interface RepricedItem {
  weight: Weight | null;
  quantity: number;
  price: number;
  originalPrice: number;
  /** Packs of this size the stock allows now. */
  available: number;
}

/** The stored cart as the server prices it now, grouped by product; lines whose product is gone are `missing`. */
export interface RepricedCart {
  products: { product: CatalogProduct; items: RepricedItem[] }[];
  missing: { id: string; weight: Weight | null }[];
}

/** Each line maps to its new version, or to null when it must go; `changes` tell the shopper why. */
export function repriceLines(
  lines: CartLine[],
  cart: RepricedCart,
): { repriced: Map<CartLine, CartLine | null>; changes: string[] } {
  const byId = new Map(cart.products.map((entry) => [entry.product.id, entry]));
  const repriced = new Map<CartLine, CartLine | null>();
  const changes: string[] = [];
  for (const line of lines) {
    const entry = byId.get(line.id);
    const item = entry?.items.find((candidate) => (candidate.weight ?? undefined) === line.weight);
    if (!entry || !item) {
      changes.push(`${line.name} is no longer available and was removed from your cart`);
      repriced.set(line, null);
      continue;
    }
    if (item.available <= 0) {
      changes.push(`${line.name} is out of stock and was removed from your cart`);
      repriced.set(line, null);
      continue;
    }
    const quantity = Math.min(line.quantity, item.available);
    if (quantity < line.quantity)
      changes.push(`Only ${quantity} of ${line.name} ${line.weight ?? ""} left: your cart was updated`);
    repriced.set(line, {
      ...line,
      name: entry.product.name,
      price: item.price,
      originalPrice: item.originalPrice,
      quantity,
    });
  }
  return { repriced, changes };
}
