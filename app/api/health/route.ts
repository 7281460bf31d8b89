// GET /api/health – the instance and each dependency (database, cache, mail outbox, disk for
// uploads) for a load balancer, supervisor or operator: 200 while it can serve, naming what is
// degraded; 503 when it cannot (the database does not answer, or it is shutting down).
import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/handler";
import { checkHealth } from "@/lib/server/health";

export const GET = withApi(async () => {
  const report = await checkHealth();
  return NextResponse.json(report, {
    status: report.status === "ok" || report.status === "degraded" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
});
