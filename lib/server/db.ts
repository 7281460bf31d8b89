import "server-only";
import { createPrismaClient, type PrismaClient } from "./prisma-client";
import { env } from "./env";
import { watchPool } from "./metrics";

// One client per server process; kept on globalThis so dev-mode reloads do not open new pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db: PrismaClient = (globalForPrisma.prisma ??= createPrismaClient(
  env.DATABASE_URL,
  env.DATABASE_POOL_SIZE,
  {
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  },
  watchPool,
));

/**
 * Newest first, and rows of one instant always in the same order: without the id, PostgreSQL
 * returns ties in the order the rows lie on disk, which an update or a restore changes.
 */
export const newestFirst = () => [{ createdAt: "desc" as const }, { id: "desc" as const }];
