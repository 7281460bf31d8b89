// Builds a Prisma client over node-postgres. The app uses the singleton in ./db; scripts build
// their own with this.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

export interface DatabaseTimeouts {
  /** Waiting for a connection, new or from the pool. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it, and the client stops waiting for a server that does not answer. */
  statementMs: number;
}

/**
 * `timeouts` bound every wait on the database, so a frozen or unreachable server gives an error
 * within seconds instead of a hang. Without them (scripts: seeding, migrations) only connecting
 * is bounded.
 */
export function createPrismaClient(
  connectionString: string,
  poolSize = 10,
  timeouts?: DatabaseTimeouts,
  /** Given the connection pool, to watch it (./metrics.ts). */
  onPool?: (pool: pg.Pool) => void,
): PrismaClient {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: timeouts?.connectMs ?? 10_000,
    keepAlive: true,
    ...(timeouts && {
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 500,
      // A transaction left open (a request that stopped half-way) must not hold its locks for long.
      idle_in_transaction_session_timeout: 30_000,
    }),
  });
  onPool?.(pool);
  return new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    omit: { user: { passwordHash: true } },
  });
}

export type { PrismaClient };
