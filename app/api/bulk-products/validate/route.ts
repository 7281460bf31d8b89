// POST /api/bulk-products/validate – checks a bulk CSV (bulkFile) without writing:
// { success, validRows, errors, toCreate, toUpdate, unchanged } (admin)
import { readBulkCsv } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { validateBulkCsv } from "@/lib/server/bulk/validate";

export const POST = withAdmin(async ({ request }) => {
  const { rows, unchanged, errors } = await validateBulkCsv(await readBulkCsv(request));
  const toUpdate = rows.filter((row) => row.id).length;
  return {
    success: errors.length === 0,
    validRows: rows.length + unchanged.length,
    errors,
    toCreate: rows.length - toUpdate,
    toUpdate,
    unchanged,
  };
});
