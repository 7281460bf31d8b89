// POST /api/bulk-products/upload – imports a bulk CSV (bulkFile) in one transaction, only when every row is valid:
// rows without an id create products, rows with one update theirs; answers the importId that undoes it (admin)
import { readBulkCsv } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { importBulkRows } from "@/lib/server/bulk/import";
import { validateBulkCsv } from "@/lib/server/bulk/validate";

export const POST = withAdmin(async ({ request, user }) => {
  const { rows, unchanged, errors, rowsRead: totalProcessed } = await validateBulkCsv(await readBulkCsv(request));
  if (errors.length > 0) return { success: false, totalProcessed, successCount: 0, errorCount: errors.length, errors };
  const { created, updated, importId } = await importBulkRows(rows, { by: user.id });
  return {
    success: true,
    totalProcessed,
    successCount: created + updated,
    errorCount: 0,
    errors: [],
    created,
    updated,
    unchanged,
    importId,
  };
});
