// GET /api/bulk-products/imports – the bulk imports of the last day, newest first, for undo (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { recentImports } from "@/lib/server/bulk/undo";

export const GET = withAdmin(async () => ({ imports: await recentImports() }));
