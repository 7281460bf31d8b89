// The figures of the admin's dashboard as rules: the periods sales are summed over, how a period
// compares with the one before, and the scale of the sales chart.

/**
 * Today so far, and the last 7 and 30 days of the shop's calendar (today so far included), each
 * compared with the same stretch of time just before it: a morning with the morning before.
 */
export const salesPeriods = [
  { key: "today", label: "Today", days: 1, against: "same time yesterday" },
  { key: "week", label: "Last 7 days", days: 7, against: "previous 7 days" },
  { key: "month", label: "Last 30 days", days: 30, against: "previous 30 days" },
] as const;
export type SalesPeriodKey = (typeof salesPeriods)[number]["key"];

/** Days the sales chart and the best sellers look back over. */
export const reportDays = 30;

/** Percent change from a period to the one before it; null when there was nothing before to compare with. */
export function percentChange(recent: number, previous: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return Math.round(((recent - previous) / previous) * 100);
}

/** The top of a chart's scale: the smallest 1, 2, 2.5 or 5 times a power of ten at or above `max` (1 for nothing). */
export function chartCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** An amount of a product in the unit it is sold by: '2.5 kg', or '3 pcs' for products sold by the piece. */
export function formatAmount(amount: number, byWeight: boolean): string {
  return `${amount.toLocaleString("en-US", { maximumFractionDigits: 3 })} ${byWeight ? "kg" : "pcs"}`;
}

export interface PeriodSales {
  key: SalesPeriodKey;
  revenue: number;
  orders: number;
  revenueChange: number | null;
  ordersChange: number | null;
}

export interface DaySales {
  /** The shop's calendar day, YYYY-MM-DD. */
  day: string;
  revenue: number;
  orders: number;
}

export interface BestSeller {
  productId: string;
  name: string;
  /** Kilograms for weight-selectable products, pieces otherwise (the stock the lines took). */
  amount: number;
  byWeight: boolean;
  /** Whole rupees the lines were charged, after the offer, before delivery and promo. */
  revenue: number;
}

export interface StockAlert {
  id: string;
  name: string;
  stock: number;
  byWeight: boolean;
}
