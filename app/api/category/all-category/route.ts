// GET /api/category/all-category – active categories ({ Categories })
import { withApi } from "@/lib/server/api/handler";
import { listVisibleCategories, toLegacyCategory } from "@/lib/server/catalog";

export const GET = withApi(async () => ({ Categories: (await listVisibleCategories()).map(toLegacyCategory) }));
