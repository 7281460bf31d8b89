// The home page's sale heading (DESIGN.md, "sale heading"): the spec's 'Sale is Live - Flat 20% Off'
// only when it is true, what the real offers are otherwise ('Up to 20% Off'), and 'Our Products'
// when nothing is on offer; the words are the message files' (catalog.saleFlat, saleUpTo).

export interface Sale {
  /** The highest offer, in whole percents. */
  percent: number;
  /** Every product on offer has that same offer. */
  flat: boolean;
}

/** From the offers (whole percents) of the products shoppers can see; null when none is on offer. */
export function saleOn(offers: readonly number[]): Sale | null {
  const on = offers.filter((offer) => offer > 0);
  if (on.length === 0) return null;
  const highest = Math.max(...on);
  return { percent: highest, flat: on.every((offer) => offer === highest) };
}
