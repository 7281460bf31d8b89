// Cache tags of catalogue reads. Admin writes revalidate `catalogTag` so shoppers see changes at
// once; an order revalidates only the products whose stock it moved.
export const catalogTag = "catalog";

/** The reads and pages that show one product's own figures (stock, reviews, sales). */
export function productTag(id: string): string {
  return `product:${id}`;
}
