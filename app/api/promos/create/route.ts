// POST /api/promos/create – a new promo code (code stored upper-cased, unique) (admin)
import { promoFormSchema } from "@/lib/domain/validation/promo";
import { readJsonObject } from "@/lib/server/api/body";
import { toLegacyPromo } from "@/lib/contract/promos";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { createPromo } from "@/lib/server/promos/admin";

export const POST = withAdmin(async ({ request }) => {
  const promo = await createPromo(parseForm(promoFormSchema, await readJsonObject(request)));
  return { success: true, message: "Promo code created successfully", promoCode: toLegacyPromo(promo) };
});
