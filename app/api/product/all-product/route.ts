// GET /api/product/all-product – every product a shopper may see, in the default order
import { withApi } from "@/lib/server/api/handler";
import { listVisibleProducts, toLegacyProduct } from "@/lib/server/catalog";

export const GET = withApi(async () => {
  const products = await listVisibleProducts();
  return { Products: products.map(toLegacyProduct) };
});
