// GET /api/promos/all – every promo code, newest first (admin)
import { withApi } from "@/lib/server/api/handler";
import { listPromos, toLegacyPromo } from "@/lib/server/promos/admin";

export const GET = withApi(
  async () => ({ success: true, promoCodes: (await listPromos()).map(toLegacyPromo), message: "Promo codes fetched" }),
  { access: "admin" },
);
