// GET /api/bulk-products/export – every product as the bulk CSV plus an id column; importing the file
// back updates those products (admin)
import { csvFile } from "@/lib/server/api/csv-file";
import { withAdmin } from "@/lib/server/api/handler";
import { exportProductsCsv } from "@/lib/server/bulk/export";

export const GET = withAdmin(async () =>
  csvFile(await exportProductsCsv(), `products-${new Date().toISOString().slice(0, 10)}.csv`),
);
