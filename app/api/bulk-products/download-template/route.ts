// GET /api/bulk-products/download-template – product_template.csv: the header and two example rows (admin)
import { bulkTemplate } from "@/lib/domain/bulk";
import { csvFile } from "@/lib/server/api/csv-file";
import { withAdmin } from "@/lib/server/api/handler";

export const GET = withAdmin(() => csvFile(bulkTemplate(), "product_template.csv"));
