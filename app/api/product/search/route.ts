// GET /api/product/search?q= – up to 20 visible products whose name contains q, any case ({ Products: [{ _id, pName,
// pImages }] })
import { toLegacySearchResult } from "@/lib/contract/catalog";
import { searchSchema } from "@/lib/domain/validation/catalog";
import { withApi } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { searchProducts } from "@/lib/server/catalog";

export const GET = withApi(async ({ request }) => {
  const { q } = parseBody(searchSchema, { q: request.nextUrl.searchParams.get("q") ?? "" });
  const results = q ? await searchProducts(q.toLowerCase()) : [];
  return { Products: results.map(toLegacySearchResult) };
});
