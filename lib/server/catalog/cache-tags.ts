// The catalogue's cache tags. Every cached read carries `catalogTag` and the tags below that name
// what it shows, and a page carries the tags of the reads it made; a write expires the tags of
// what it changed (./changes.ts), so a change drops only the pages and reads that show it.

/** Everything the catalogue caches: expired when the category menu, on every page, changes. */
export const catalogTag = "catalog";

/** Reads across every category: the home listing, search, products below a price, all-product, the sitemap. */
export const listingsTag = "listings";

/** Reads that answer the exact stock of many products: the lists of the legacy API. */
export const stockTag = "stock";

export const slidesTag = "slides";

/** The admin's figures and lists of orders: one placed, moved on, called about or deleted. */
export const ordersTag = "orders";

/** The admin's figures and lists that name customers: one registered or renamed. */
export const customersTag = "customers";

/** The courier list the owner keeps (lib/server/couriers.ts). */
export const couriersTag = "couriers";

/** Reads of one product's own page: its figures, reviews and sales. */
export function productTag(id: string): string {
  return `product:${id}`;
}

/** Reads scoped to one category: its listing, its products, the related products on its products' pages. */
export function categoryTag(id: string): string {
  return `category:${id}`;
}
