import "server-only";
import { promoLimits } from "@/lib/domain/limits";
import { normalisePromoCode, promoDiscount, promoMessages, promoRefusal, type PromoQuote } from "@/lib/domain/promo";
import { db } from "../db";
import { startGuess } from "../guess-throttle";

/**
 * What a code would take off a subtotal now, or why it cannot be used. Nothing is counted against
 * the promo; a code that does not work counts as a guess against the client's network
 * (lib/domain/limits.ts promoLimits), so codes cannot be tried by the thousand.
 */
export async function quotePromo(
  code: string,
  subtotal: number,
  address: string | null,
): Promise<{ ok: true; quote: PromoQuote } | { ok: false; message: string }> {
  const guess = await startGuess({
    kind: "promo",
    limits: promoLimits,
    target: null,
    address,
    message: promoMessages.throttled,
  });
  const found = await db.promoCode.findUnique({ where: { code: normalisePromoCode(code) } });
  const promo = found ? { ...found, discountValue: found.discountValue.toNumber() } : null;
  const refusal = promoRefusal(promo);
  if (refusal || !promo) return { ok: false, message: refusal ?? promoMessages.unknown };
  await guess.succeeded();
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
