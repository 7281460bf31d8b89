// POST /api/promos/apply – what a promo code takes off a subtotal now (nothing is counted until the order);
// codes that do not work are throttled per client network
import { toLegacyPromoQuote } from "@/lib/contract/promos";
import { promoMessages } from "@/lib/domain/promo";
import { promoApplySchema } from "@/lib/domain/validation/checkout";
import { readJsonObject } from "@/lib/server/api/body";
import { withApi } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { quotePromo } from "@/lib/server/promos/apply";

export const POST = withApi(async ({ request }) => {
  const { code, totalAmount } = parseForm(promoApplySchema, await readJsonObject(request));
  const result = await quotePromo(code, Math.round(totalAmount ?? 0), clientAddress(request.headers));
  if (!result.ok) return { success: false, message: result.message, error: result.message };
  return toLegacyPromoQuote(result.quote, promoMessages.applied);
});
