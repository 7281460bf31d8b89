// GET /api/promos/all – every promo code, newest first (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { listPromos, toLegacyPromo } from "@/lib/server/promos/admin";

export const GET = withAdmin(async () => ({
  success: true,
  promoCodes: (await listPromos()).map(toLegacyPromo),
  message: "Promo codes fetched",
}));
