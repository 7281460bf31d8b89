// POST /api/bulk-products/validate – checks a bulk CSV (bulkFile) without writing:
// { success, validRows, errors, toCreate, toUpdate, unchanged, preview }: preview names the first products the
// file creates or changes, each changed field old → new, read from the database (admin)
import { readBulkCsv } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { validateBulkCsv } from "@/lib/server/bulk/validate";

export const POST = withAdmin(async ({ request }) => {
  const { rows, unchanged, errors, preview } = await validateBulkCsv(await readBulkCsv(request));
  const toUpdate = rows.filter((row) => row.id).length;
  return {
    success: errors.length === 0,
    validRows: rows.length + unchanged.length,
    errors,
    toCreate: rows.length - toUpdate,
    toUpdate,
    unchanged,
    // Only a file without errors goes on to the preview step.
    preview: errors.length === 0 ? preview : [],
  };
});
