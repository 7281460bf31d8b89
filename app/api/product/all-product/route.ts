// GET /api/product/all-product – every product a shopper may see, in the default order
import { withApi } from "@/lib/server/api/handler";
import { allProductsJson } from "@/lib/server/catalog";

export const GET = withApi(
  async () => new Response(await allProductsJson(), { headers: { "content-type": "application/json" } }),
);
