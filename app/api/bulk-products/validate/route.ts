// POST /api/bulk-products/validate – checks a bulk CSV (bulkFile) without writing: { success, validRows, errors }
// (admin)
import { readBulkCsv } from "@/lib/server/api/bulk-csv";
import { withAdmin } from "@/lib/server/api/handler";
import { validateBulkCsv } from "@/lib/server/bulk/validate";

export const POST = withAdmin(async ({ request }) => {
  const { rows, errors } = await validateBulkCsv(await readBulkCsv(request));
  return { success: errors.length === 0, validRows: rows.length, errors };
});
