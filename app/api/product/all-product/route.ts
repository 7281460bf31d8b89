// GET /api/product/all-product – every product a shopper may see, in the default order
import { acceptsGzip } from "@/lib/server/api/encoding";
import { withApi } from "@/lib/server/api/handler";
import { allProductsBody } from "@/lib/server/catalog";

// The body is kept compressed (lib/server/catalog): sent as it is to clients that take gzip, which
// Next.js then leaves alone, instead of compressing megabytes again on every request.
export const GET = withApi(async ({ request }) => {
  const body = await allProductsBody();
  const gzipped = acceptsGzip(request.headers.get("accept-encoding"));
  return new Response(gzipped ? body.gzip : body.json, {
    headers: { "content-type": "application/json", vary: "Accept-Encoding", ...(gzipped ? { "content-encoding": "gzip" } : {}) },
  });
});
