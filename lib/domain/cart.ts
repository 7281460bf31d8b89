// The cart as the spec stores it (localStorage `cart`) and the rules on its lines.
import type { CatalogProduct } from "./catalog";
import { isWeight, stockPerPack, type Weight } from "./pricing";
import type { Locale } from "@/lib/i18n/locales";
import { textIn } from "@/lib/i18n/translated";

export const minQuantity = 1;
export const maxQuantity = 50;

export interface CartLine {
  /** Product id. */
  id: string;
  /** The English name the catalogue gave it when added, then as the cart was last re-priced. */
  name: string;
  /** Its Urdu name, the same way (none, or empty: the English shows). */
  nameUr?: string;
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
    (line.nameUr === undefined || typeof line.nameUr === "string") &&
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

/** The line's name in `locale`: in Urdu its Urdu name where the catalogue has one. */
export const cartLineName = (line: CartLine, locale: Locale): string => textIn(line.name, line.nameUr, locale);

/** What re-pricing did to a line the shopper had: the page tells them in its language (cart.changes). */
export type CartChange = { line: CartLine } & (
  { kind: "gone" } | { kind: "soldOut" } | { kind: "fewer"; quantity: number }
);

/** Each line maps to its new version, or to null when it must go; `changes` tell the shopper why. */
export function repriceLines(
  lines: CartLine[],
  cart: RepricedCart,
): { repriced: Map<CartLine, CartLine | null>; changes: CartChange[] } {
  const byId = new Map(cart.products.map((entry) => [entry.product.id, entry]));
  const repriced = new Map<CartLine, CartLine | null>();
  const changes: CartChange[] = [];
  for (const line of lines) {
    const entry = byId.get(line.id);
    const item = entry?.items.find((candidate) => (candidate.weight ?? undefined) === line.weight);
    if (!entry || !item) {
      changes.push({ kind: "gone", line });
      repriced.set(line, null);
      continue;
    }
    if (item.available <= 0) {
      changes.push({ kind: "soldOut", line });
      repriced.set(line, null);
      continue;
    }
    const quantity = Math.min(line.quantity, item.available);
    if (quantity < line.quantity) changes.push({ kind: "fewer", line, quantity });
    const { name, nameUr } = entry.product;
    repriced.set(line, {
      ...line,
      name,
      nameUr: nameUr || undefined,
      price: item.price,
      originalPrice: item.originalPrice,
      quantity,
    });
  }
  return { repriced, changes };
}
