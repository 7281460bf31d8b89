// GET /api/product/admin-all-product – every product, Disabled too, newest first ({ Products }) (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { toLegacyProduct } from "@/lib/server/catalog";
import { listAllProducts } from "@/lib/server/catalog/admin-products";

export const GET = withAdmin(async () => ({ Products: (await listAllProducts()).map(toLegacyProduct) }));
