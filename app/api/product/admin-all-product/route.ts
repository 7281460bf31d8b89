// GET /api/product/admin-all-product – every product, Disabled too, newest first ({ Products }) (admin)
import { toLegacyProduct } from "@/lib/contract/catalog";
import { withAdmin } from "@/lib/server/api/handler";
import { listAllProducts } from "@/lib/server/catalog/admin-products";

export const GET = withAdmin(async () => ({ Products: (await listAllProducts()).map(toLegacyProduct) }));
