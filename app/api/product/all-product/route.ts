// GET /api/product/all-product – every product a shopper may see, in the default order
import { withApi } from "@/lib/server/api/handler";
import { answerAllProduct } from "@/lib/server/catalog";

// Kept compressed in the shop's cache, not in Next.js' page cache, which would hold the whole
// answer built in one piece (lib/server/catalog/all-product.ts).
export const dynamic = "force-dynamic";

export const GET = withApi(({ request }) => answerAllProduct(request));
