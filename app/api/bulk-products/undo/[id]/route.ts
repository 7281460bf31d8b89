// POST /api/bulk-products/undo/[id] – undoes a bulk import of the last day, once: 409 { error } when it
// is older or undone already (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { undoBulkImport } from "@/lib/server/bulk/undo";

export const POST = withAdmin<{ id: string }>(async ({ params, user }) => {
  const result = await undoBulkImport(params.id, user.id);
  return { success: true, ...result };
});
