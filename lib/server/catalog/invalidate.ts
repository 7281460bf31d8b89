import "server-only";
import { revalidateTag } from "next/cache";
import { expireTags } from "../cache/memory-cache-handler.mjs";
import { forgetCatalogMemo } from "./memo";
import { catalogTag, productTag } from "./tags";

function expire(tags: string[]): void {
  expireTags(tags);
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Scripts (benchmarks, imports from the command line) run outside Next.js: there is no cache to drop.
    if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
  }
}

/** Drops every cached catalogue read, so the next shopper request sees the change (no stale window). */
export function invalidateCatalog(): void {
  forgetCatalogMemo();
  expire([catalogTag]);
}

/**
 * After an order took stock: the products' own pages and reads are dropped, and the listings only
 * when one of them sold out, since a listing card shows stock only as "Out of stock" (the
 * quantities offered on a card are checked against the live stock again at checkout).
 */
export function invalidateProductStock(productIds: string[], someSoldOut: boolean): void {
  forgetCatalogMemo();
  expire(someSoldOut ? [catalogTag] : productIds.map(productTag));
}
