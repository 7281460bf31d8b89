// A production server on a fresh database with the demo data (and optionally a large catalogue),
// for the benchmark and soak scripts.
import { execSync } from "node:child_process";
import { createPrismaClient, type PrismaClient } from "../../lib/server/prisma-client";
import { seedDemo, seedLargeCatalogue } from "../../prisma/seed";
import { appEnv } from "./app-env";
import { ensureBuild } from "./build";
import { openDatabase } from "./database";
import { migrate } from "./migrate";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./pg-admin";
import { startServer } from "./process";

export interface BenchServer {
  base: string;
  db: PrismaClient;
  pid: number;
  close(): Promise<void>;
}

export async function startBenchServer(options: { name: string; products: number; port: string; log: (line: string) => void }): Promise<BenchServer> {
  const server = await openDatabase(options.log);
  const url = withDatabase(server.url, `shop_${options.name}_${Date.now().toString(36)}`);
  const uploadDir = `/tmp/${new URL(url).pathname.slice(1)}_uploads`;
  await ensureDatabaseExists(url);
  await migrate(url);
  const db = createPrismaClient(url, 4);
  options.log(`Seeding the demo data${options.products ? ` and ${options.products} more products` : ""} ...`);
  await seedDemo(db, { uploadDir });
  if (options.products) await seedLargeCatalogue(db, { uploadDir, products: options.products });
  const base = `http://127.0.0.1:${options.port}`;
  const env = appEnv(url, { UPLOAD_DIR: uploadDir, SITE_URL: base, NEXTAUTH_URL: base });
  await ensureBuild(env, options.log);
  const app = await startServer({ env, port: options.port, host: "127.0.0.1", quiet: true });
  return {
    base,
    db,
    pid: app.child.pid!,
    async close() {
      app.stop();
      await db.$disconnect();
      await dropDatabase(url).catch(() => undefined);
      await server.stop();
    },
  };
}

/** Resident memory of the server and any worker it forked (its process group), in MB. */
export function serverRssMb(pid: number): number {
  const output = execSync(`ps -o rss= -g ${pid}`).toString();
  return Math.round(output.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}
