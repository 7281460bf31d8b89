// GET /api/category/admin-all-category – every category, Disabled too ({ Categories }) (admin)
import { withApi } from "@/lib/server/api/handler";
import { toLegacyAdminCategory } from "@/lib/contract/catalog";
import { listAllCategories } from "@/lib/server/catalog/admin-categories";

export const GET = withApi(async () => ({ Categories: (await listAllCategories()).map(toLegacyAdminCategory) }), {
  access: "admin",
});
