// GET /api/product/all-product – every product a shopper may see, in the default order
import { toLegacyProduct } from "@/lib/contract/catalog";
import { withApi } from "@/lib/server/api/handler";
import { listAllVisibleProducts } from "@/lib/server/catalog";

// The whole answer (5.6 MB at 10,000 products) is kept in the page cache with the tags of its read,
// so a request neither reads the database nor serialises anything until the catalogue changes.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = withApi(async () => ({ Products: (await listAllVisibleProducts()).map(toLegacyProduct) }));
