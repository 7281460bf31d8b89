// GET /api/category/admin-all-category – every category, Disabled too ({ Categories }) (admin)
import { toLegacyAdminCategory } from "@/lib/contract/catalog";
import { withAdmin } from "@/lib/server/api/handler";
import { listAllCategories } from "@/lib/server/catalog/admin-categories";

export const GET = withAdmin(async () => ({ Categories: (await listAllCategories()).map(toLegacyAdminCategory) }));
