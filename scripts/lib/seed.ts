import { isDatabaseEmpty, seedDemo } from "../../prisma/seed";
import { createPrismaClient } from "../../lib/server/prisma-client";

/** Seeds the demo data into an empty database; leaves a database with any users or products alone. */
export async function seedIfEmpty(url: string, uploadDir: string, log: (line: string) => void): Promise<boolean> {
  const db = createPrismaClient(url, 2);
  try {
    if (!(await isDatabaseEmpty(db))) return false;
    log("The database is empty: adding the demo catalogue, accounts and orders ...");
    await seedDemo(db, { uploadDir, log });
    return true;
  } finally {
    await db.$disconnect();
  }
}
