import "server-only";
import { normalisePromoCode, promoDiscount, promoMessages, promoRefusal, type PromoQuote } from "@/lib/domain/promo";
import { db } from "../db";

/** What a code would take off a subtotal now, or why it cannot be used. Nothing is counted. */
export async function quotePromo(
  code: string,
  subtotal: number,
): Promise<{ ok: true; quote: PromoQuote } | { ok: false; message: string }> {
  const found = await db.promoCode.findUnique({ where: { code: normalisePromoCode(code) } });
  const promo = found ? { ...found, discountValue: found.discountValue.toNumber() } : null;
  const refusal = promoRefusal(promo);
  if (refusal || !promo) return { ok: false, message: refusal ?? promoMessages.unknown };
  return {
    ok: true,
    quote: {
      code: promo.code,
      discountType: promo.discountType,
      discountValue: promo.discountValue,
      discountApplied: promoDiscount(promo, subtotal),
    },
  };
}
