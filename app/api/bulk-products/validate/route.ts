// POST /api/bulk-products/validate – checks a bulk CSV (bulkFile) without writing: { success, validRows, errors } (admin)
import { withApi } from "@/lib/server/api/handler";
import { readBulkCsv } from "@/lib/server/bulk/read-csv";
import { validateBulkCsv } from "@/lib/server/bulk/validate";

export const POST = withApi(
  async ({ request }) => {
    const { rows, errors } = await validateBulkCsv(await readBulkCsv(request));
    return { success: errors.length === 0, validRows: rows.length, errors };
  },
  { access: "admin" },
);
