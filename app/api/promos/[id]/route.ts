// PUT /api/promos/{id} – update a promo code; DELETE /api/promos/{id} – delete it (admin)
import { promoFormSchema } from "@/lib/domain/validation/promo";
import { readJsonObject } from "@/lib/server/api/body";
import { toLegacyPromo } from "@/lib/contract/promos";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { deletePromo, updatePromo } from "@/lib/server/promos/admin";

export const PUT = withAdmin<{ id: string }>(async ({ request, params }) => {
  const promo = await updatePromo(params.id, parseForm(promoFormSchema, await readJsonObject(request)));
  return { success: true, message: "Promo code updated successfully", promoCode: toLegacyPromo(promo) };
});

export const DELETE = withAdmin<{ id: string }>(async ({ params }) => {
  await deletePromo(params.id);
  return { success: true, message: "Promo code deleted successfully" };
});
