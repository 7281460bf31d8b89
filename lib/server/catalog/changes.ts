import "server-only";
import { expireTags } from "../cache/cache-store.mjs";
import {
  catalogTag,
  categoryTag,
  couriersTag,
  customersTag,
  listingsTag,
  ordersTag,
  productTag,
  slidesTag,
  stockTag,
} from "./cache-tags";

/** What a write changed in what shoppers see (and in the admin's figures). */
export interface CatalogChange {
  /** Products whose own page changed (figures, text, images, reviews, sales, visibility). */
  products?: Iterable<string>;
  /** Categories whose listing changed (a product of theirs came, went, or changed what its card shows). */
  categories?: Iterable<string | null | undefined>;
  /** Whether the listings across categories changed (a card anywhere). */
  listings?: boolean;
  stock?: boolean;
  slides?: boolean;
  orders?: boolean;
  customers?: boolean;
  couriers?: boolean;
  /** The category menu, on every page, changed. */
  everything?: boolean;
}

export function changedTags(change: CatalogChange): string[] {
  if (change.everything) return [catalogTag];
  const tags = new Set<string>();
  for (const id of change.products ?? []) tags.add(productTag(id));
  for (const id of change.categories ?? []) if (id) tags.add(categoryTag(id));
  if (change.listings) tags.add(listingsTag);
  if (change.stock) tags.add(stockTag);
  if (change.slides) tags.add(slidesTag);
  if (change.orders) tags.add(ordersTag);
  if (change.customers) tags.add(customersTag);
  if (change.couriers) tags.add(couriersTag);
  return [...tags];
}

/** `categoryIds`: before and after a move. */
export function productCardsChange(productIds: Iterable<string>, categoryIds: Iterable<string | null>): CatalogChange {
  const products = [...productIds];
  // A bulk import can change thousands: one tag then expires everything at the cost of one.
  if (products.length > manyProducts) return { everything: true };
  return { products, categories: categoryIds, listings: true, stock: true };
}

export const manyProducts = 100;

/**
 * Listings change only when a product sold out or came back: a card shows stock only as "Out of
 * stock", and the quantities a card offers are checked again at checkout.
 */
export function stockChange(productIds: Iterable<string>, soldOutOrBackIn: Iterable<string | null>): CatalogChange {
  const categories = [...soldOutOrBackIn];
  return { products: productIds, stock: true, categories, listings: categories.length > 0 };
}

/**
 * Expires the change in every instance's cache. Writes call it once committed, before they return,
 * so their answer and every page requested after it show the change.
 */
export async function catalogChanged(change: CatalogChange): Promise<void> {
  const tags = changedTags(change);
  if (tags.length) await expireTags(tags);
}
