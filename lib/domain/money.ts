// Rupee amounts as the shop writes them.

/** Whole rupees with thousands separators, as prices and totals are kept: 'Rs. 1,250'. */
export function formatRupees(amount: number): string {
  return `Rs. ${Math.round(amount).toLocaleString("en-US")}`;
}

/** An amount that may have paisa (a promo's fixed discount): 'Rs. 150.50', or 'Rs. 150' when whole. */
export function formatRupeesWithPaisa(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `Rs. ${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}
