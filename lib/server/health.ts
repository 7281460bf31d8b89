import "server-only";
import { constants } from "node:fs";
import { access, mkdir, statfs } from "node:fs/promises";
import { maxImageBytes, maxImagesPerRequest } from "@/lib/domain/input-limits";
import { serverState } from "@/lib/app-server";
import { cacheHealth } from "./cache/cache-store.mjs";
import { watchDatabase } from "./database-watch";
import { env } from "./env";
import { readOutboxBacklog } from "./metrics-database";

// What /api/health tells a load balancer, a supervisor or an operator: each dependency with its
// state and how long it took to answer. The instance answers 200 while it can serve (naming what
// is degraded: the cache, the mail, the disk for uploads) and 503 only when it cannot: its
// database does not answer, or it is shutting down.

/** Mail that has waited this long to be sent means mail is not going out. */
export const outboxLateAfterMs = 15 * 60_000;
/** Room for fewer than this many of the largest upload requests is "low". */
const uploadRequestsLeftLow = 2;
const checkMs = 1_000;

type Check<S extends string> = { state: S; ms?: number } & Record<string, unknown>;

export interface HealthReport {
  status: "ok" | "degraded" | "unavailable" | "draining";
  /** The checks that are not "ok" (or "off") while the instance still serves. */
  degraded: string[];
  database: "ok" | "unreachable";
  databaseMs: number;
  checks: {
    database: Check<"ok" | "unreachable">;
    cache: Check<"ok" | "unreachable"> & { kind: "redis" | "memory" };
    outbox: Check<"ok" | "off" | "late" | "unknown"> & { waiting?: number; oldestWaitingSeconds?: number };
    uploads: Check<"ok" | "low" | "full" | "unwritable" | "remote"> & { freeMb?: number };
  };
  uptimeSeconds: number;
}

async function timed<T extends object>(check: () => Promise<T>, onTimeout: T): Promise<T & { ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(onTimeout), checkMs)));
  const result = await Promise.race([check(), late]).finally(() => clearTimeout(timer));
  return { ...result, ms: Math.round(performance.now() - started) };
}

async function checkDatabase() {
  const answers = await watchDatabase().checkNow();
  return { state: answers ? ("ok" as const) : ("unreachable" as const) };
}

async function checkOutbox(databaseAnswers: boolean): Promise<HealthReport["checks"]["outbox"]> {
  if (!databaseAnswers) return { state: "unknown" };
  const { waiting, oldestSeconds: oldestWaitingSeconds } = await readOutboxBacklog();
  // Without SMTP_URL messages wait for the admin by design (docs/orders.md).
  if (!env.SMTP_URL) return { state: "off", waiting };
  return { state: oldestWaitingSeconds * 1000 > outboxLateAfterMs ? "late" : "ok", waiting, oldestWaitingSeconds };
}

async function checkUploads(): Promise<HealthReport["checks"]["uploads"]> {
  if (process.env.UPLOADTHING_TOKEN) return { state: "remote" };
  try {
    await mkdir(env.UPLOAD_DIR, { recursive: true });
    await access(env.UPLOAD_DIR, constants.W_OK);
    const disk = await statfs(env.UPLOAD_DIR);
    const free = disk.bavail * disk.bsize;
    const freeMb = Math.floor(free / 1024 / 1024);
    if (free < maxImageBytes) return { state: "full", freeMb };
    if (free < uploadRequestsLeftLow * maxImagesPerRequest * maxImageBytes) return { state: "low", freeMb };
    return { state: "ok", freeMb };
  } catch {
    return { state: "unwritable" };
  }
}

export async function checkHealth(): Promise<HealthReport> {
  const [database, cache, uploads] = await Promise.all([
    timed(checkDatabase, { state: "unreachable" as const }),
    timed(cacheHealth, { kind: "redis" as const, state: "unreachable" as const }),
    timed(checkUploads, { state: "unwritable" as const }),
  ]);
  const outbox = await timed(() => checkOutbox(database.state === "ok").catch(() => ({ state: "unknown" as const })), {
    state: "unknown" as const,
  });
  const checks = { database, cache, outbox, uploads };
  const degraded = Object.entries(checks)
    .filter(([, check]) => !["ok", "off", "remote"].includes(check.state))
    .map(([name]) => name);
  const status = serverState().draining
    ? "draining"
    : database.state !== "ok"
      ? "unavailable"
      : degraded.length > 0
        ? "degraded"
        : "ok";
  return {
    status,
    degraded,
    database: database.state,
    databaseMs: database.ms,
    checks,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
