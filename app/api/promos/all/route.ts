// GET /api/promos/all – every promo code, newest first (admin)
import { toLegacyPromo } from "@/lib/contract/promos";
import { withAdmin } from "@/lib/server/api/handler";
import { listPromos } from "@/lib/server/promos/admin";

export const GET = withAdmin(async () => ({
  success: true,
  promoCodes: (await listPromos()).map(toLegacyPromo),
  message: "Promo codes fetched",
}));
