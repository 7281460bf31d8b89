// GET /api/product/admin-all-product – every product, Disabled too, newest first ({ Products }) (admin)
import { withApi } from "@/lib/server/api/handler";
import { toLegacyProduct } from "@/lib/contract/catalog";
import { listAllProducts } from "@/lib/server/catalog/admin-products";

export const GET = withApi(async () => ({ Products: (await listAllProducts()).map(toLegacyProduct) }), {
  access: "admin",
});
