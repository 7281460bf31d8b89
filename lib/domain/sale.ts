// The home page's sale heading (DESIGN.md, "sale heading"): the spec's 'Sale is Live - Flat 20% Off'
// only when it is true, what the real offers are otherwise, and nothing when nothing is on offer.

/** From the offers (whole percents) of the products shoppers can see; null when none is on offer. */
export function saleHeading(offers: readonly number[]): string | null {
  const on = offers.filter((offer) => offer > 0);
  if (on.length === 0) return null;
  const highest = Math.max(...on);
  return on.every((offer) => offer === highest)
    ? `Sale is Live - Flat ${highest}% Off`
    : `Sale is Live - Up to ${highest}% Off`;
}

/** The products section's heading when nothing is on offer. */
export const productsHeading = "Our Products";
