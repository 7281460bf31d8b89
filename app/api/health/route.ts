// GET /api/health – the app and its database, for a load balancer or supervisor: 200 while both serve, 503 otherwise
import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/handler";
import { checkHealth } from "@/lib/server/health";

export const GET = withApi(async () => {
  const report = await checkHealth();
  return NextResponse.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
});
