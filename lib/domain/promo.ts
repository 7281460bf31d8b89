// Promo code rules, shared by the checkout (to show the discount), the server (to charge it) and the admin.
import { formatRupeesWithPaisa } from "./money";

export type DiscountType = "percentage" | "amount";

export interface PromoTerms {
  discountType: DiscountType;
  /** Percent (whole number, at most 100) or rupees (may carry paisa). */
  discountValue: number;
}

export interface PromoState extends PromoTerms {
  isActive: boolean;
  expiryDate: Date | string;
  usageLimit: number | null;
  currentUsage: number;
}

/** The discount a promo gives on a subtotal: whole rupees, never more than the subtotal. */
export function promoDiscount(terms: PromoTerms, subtotal: number): number {
  if (subtotal <= 0 || terms.discountValue <= 0) return 0;
  const raw =
    terms.discountType === "percentage" ? (subtotal * Math.min(terms.discountValue, 100)) / 100 : terms.discountValue;
  return Math.min(subtotal, Math.round(raw));
}

export interface Promo extends PromoState {
  id: string;
  code: string;
  expiryDate: string;
  createdAt: string;
}

/** What a code takes off a subtotal now (nothing is counted until the order). */
export interface PromoQuote extends PromoTerms {
  code: string;
  discountApplied: number;
}

export type PromoStatus = "Active" | "Expired" | "Disabled";

/** What the admin list shows: Disabled when switched off, Expired at or after its expiry, else Active. */
export function promoStatus(promo: Pick<PromoState, "isActive" | "expiryDate">, now: Date = new Date()): PromoStatus {
  if (!promo.isActive) return "Disabled";
  return new Date(promo.expiryDate).getTime() <= now.getTime() ? "Expired" : "Active";
}

export const promoMessages = {
  blank: "Please enter a promo code",
  unknown: "Invalid promo code",
  inactive: "This promo code is not active",
  expired: "This promo code has expired",
  usedUp: "This promo code has reached its usage limit",
  emptyCart: "Add products to your cart before applying a promo code",
  applied: "Promo code applied successfully",
  failed: "Failed to apply promo code",
  throttled: "Too many promo codes tried. Please wait 15 minutes and try again.",
} as const;

export function promoRefusal(promo: PromoState | null, now: Date = new Date()): string | null {
  if (!promo) return promoMessages.unknown;
  if (!promo.isActive) return promoMessages.inactive;
  if (new Date(promo.expiryDate).getTime() <= now.getTime()) return promoMessages.expired;
  if (promo.usageLimit !== null && promo.currentUsage >= promo.usageLimit) return promoMessages.usedUp;
  return null;
}

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** 'N% off' or 'Rs. N off', as the admin list and the checkout show a promo. */
export function describePromo(terms: PromoTerms): string {
  return terms.discountType === "percentage"
    ? `${terms.discountValue}% off`
    : `${formatRupeesWithPaisa(terms.discountValue)} off`;
}
