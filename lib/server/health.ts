import "server-only";
import { serverState } from "@/server/contract";
import { db } from "./db";

export interface HealthReport {
  status: "ok" | "draining" | "degraded";
  database: "ok" | "unreachable";
  /** How long the database took to answer `SELECT 1`. */
  databaseMs: number;
  uptimeSeconds: number;
}

/** The app and its database as a load balancer or supervisor needs to know them. */
export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now();
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  const status = serverState().draining ? "draining" : database === "ok" ? "ok" : "degraded";
  return {
    status,
    database,
    databaseMs: Math.round(performance.now() - started),
    uptimeSeconds: Math.round(process.uptime()),
  };
}
