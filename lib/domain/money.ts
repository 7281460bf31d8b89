// Rupee amounts as the shop writes them. 'Rs.' and the number are joined by a no-break space
// (U+00A0): an amount never breaks over two lines, on a 320 px phone or in an e-mail.
const space = "\u00a0";

/** Whole rupees with thousands separators, as prices and totals are kept: 'Rs. 1,250'. */
export function formatRupees(amount: number): string {
  return `Rs.${space}${Math.round(amount).toLocaleString("en-US")}`;
}

/** An amount that may have paisa (a promo's fixed discount): 'Rs. 150.50', or 'Rs. 150' when whole. */
export function formatRupeesWithPaisa(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `Rs.${space}${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}
