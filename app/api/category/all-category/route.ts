// GET /api/category/all-category – active categories ({ Categories })
import { withApi } from "@/lib/server/api/handler";
import { toLegacyCategory } from "@/lib/contract/catalog";
import { listVisibleCategories } from "@/lib/server/catalog";

export const GET = withApi(async () => ({ Categories: (await listVisibleCategories()).map(toLegacyCategory) }));
