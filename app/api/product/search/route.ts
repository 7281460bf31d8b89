// GET /api/product/search?q= – up to 20 visible products for a shopper's search, best first: names holding
// every word or its family's English name, ordered or found by the words that describe ('gift box',
// 'sugar free', '1 kg'), else the most similar names (lib/domain/search.ts, lib/server/catalog/search.ts)
// ({ Products: [{ _id, pName, pNameUr, pImages, pPrice, pOffer, hasWeightSelection }] }); limited per client network (429)
import { toLegacySearchResult } from "@/lib/contract/catalog";
import { searchSchema } from "@/lib/domain/validation/catalog";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { clientAddress } from "@/lib/server/auth/client-address";
import { searchProducts } from "@/lib/server/catalog";

export const GET = withApi(async ({ request }) => {
  const { q } = parseBody(searchSchema, { q: request.nextUrl.searchParams.get("q") ?? "" });
  const results = q ? await searchProducts(q, clientAddress(request.headers)) : [];
  return { Products: results.map(toLegacySearchResult) };
});
