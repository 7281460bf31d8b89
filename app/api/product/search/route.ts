// GET /api/product/search?q= – up to 20 visible products for a shopper's search, best first: names holding
// every word or its family's English name, else the most similar names (lib/server/catalog/search.ts)
// ({ Products: [{ _id, pName, pImages, pPrice, pOffer, hasWeightSelection }] })
import { toLegacySearchResult } from "@/lib/contract/catalog";
import { searchSchema } from "@/lib/domain/validation/catalog";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { searchProducts } from "@/lib/server/catalog";

export const GET = withApi(async ({ request }) => {
  const { q } = parseBody(searchSchema, { q: request.nextUrl.searchParams.get("q") ?? "" });
  const results = q ? await searchProducts(q) : [];
  return { Products: results.map(toLegacySearchResult) };
});
