// GET /api/bulk-products/download-template – product_template.csv: the header and two example rows (admin)
import { bulkTemplate } from "@/lib/domain/bulk";
import { withAdmin } from "@/lib/server/api/handler";

export const GET = withAdmin(
  () =>
    new Response(`\uFEFF${bulkTemplate()}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="product_template.csv"',
        "Cache-Control": "no-store",
      },
    }),
);
