// Promo codes in the legacy REST contract: the admin's list and forms, and the checkout's quote.
import type { Promo, PromoQuote } from "@/lib/domain/promo";

export function toLegacyPromo(promo: Promo) {
  return {
    _id: promo.id,
    code: promo.code,
    discountType: promo.discountType,
    discountValue: promo.discountValue,
    expiryDate: promo.expiryDate,
    isActive: promo.isActive,
    usageLimit: promo.usageLimit,
    currentUsage: promo.currentUsage,
    createdAt: promo.createdAt,
  };
}

export type LegacyPromo = ReturnType<typeof toLegacyPromo>;

export function fromLegacyPromo({ _id, ...promo }: LegacyPromo): Promo {
  return { id: _id, ...promo };
}

/** POST /api/promos/apply, when the code applies. */
export function toLegacyPromoQuote({ discountApplied, ...promoCode }: PromoQuote, message: string) {
  return { success: true as const, message, promoCode, discountApplied };
}

export type LegacyPromoQuote = ReturnType<typeof toLegacyPromoQuote>;

export function fromLegacyPromoQuote(answer: LegacyPromoQuote): PromoQuote {
  return { ...answer.promoCode, discountApplied: answer.discountApplied };
}
