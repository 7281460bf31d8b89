import "server-only";
import { Prisma } from "./generated/prisma/client";

// Prisma's codes for a database it cannot reach or that does not answer in time: P1001 not
// reachable, P1002 and P1008 timed out, P1017 connection closed, P2024 no pool connection in time,
// P2028 a transaction that could not start or finish in time.
const unavailableCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);

// What node-postgres and PostgreSQL say when the server is frozen, down, restarting or full.
// A deadlock or a serialization failure aborted the statement: trying again is the answer too.
const unavailableMessage =
  /Query read timeout|connection timeout|timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET|statement timeout|the database system is (starting up|shutting down|in recovery mode)|is not currently accepting connections|terminating connection due to administrator command|too many clients|deadlock detected|could not serialize access/i;

let lastReport = 0;
let unreported = 0;

/** Logs an outage at most every 10 seconds, however many requests it fails meanwhile. */
export function reportDatabaseUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastReport < 10_000) {
    unreported += 1;
    return;
  }
  const also = unreported > 0 ? ` (and ${unreported} more failures since the last report)` : "";
  console.error(`Database unavailable: ${error instanceof Error ? error.message : String(error)}${also}`);
  lastReport = now;
  unreported = 0;
}

/** True when an error means "the database is not serving right now", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (cause instanceof Prisma.PrismaClientInitializationError) return true;
    if (cause instanceof Prisma.PrismaClientKnownRequestError && unavailableCodes.has(cause.code)) return true;
    if (unavailableMessage.test(cause.message)) return true;
  }
  return false;
}

/**
 * Runs a write that a unique index guards. When it would duplicate a row (Prisma's P2002), the
 * given error (a refusal) is thrown instead, or a function answers (with the row that won a race).
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  onDuplicate: Error | ((error: Prisma.PrismaClientKnownRequestError) => Promise<T>),
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    if (onDuplicate instanceof Error) throw onDuplicate;
    return onDuplicate(error);
  }
}
