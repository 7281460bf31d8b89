// Builds a Prisma client over node-postgres. The app uses the singleton in ./db; scripts build
// their own with this.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export function createPrismaClient(connectionString: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max: poolSize, connectionTimeoutMillis: 10_000 });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type { PrismaClient };
