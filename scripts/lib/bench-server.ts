// A production server on a fresh database with the demo data (and optionally a large catalogue),
// for the benchmark, soak and resilience scripts.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createPrismaClient, type PrismaClient } from "../../lib/server/prisma-client";
import { seedDemo, seedLargeCatalogue } from "../../prisma/seed";
import { seedLargeOrderHistory } from "../../prisma/seed/order-history";
import { appEnv } from "./app-env";
import { ensureBuild } from "./build";
import { openDatabase } from "./database";
import { migrate } from "./migrate";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./pg-admin";
import { startServer } from "./process";
import { trustThisMachine } from "./shoppers";

export interface BenchDatabase {
  url: string;
  db: PrismaClient;
  /** The environment a server of the shop gets for this database, served at the base address. */
  env: NodeJS.ProcessEnv;
  /**
   * Stops the PostgreSQL server (a fast shutdown) when this process started it, the embedded one;
   * answers false, having done nothing, when it did not.
   */
  stopServer: () => Promise<boolean>;
  /** Starts the server stopServer stopped. */
  startServer: () => Promise<void>;
  drop: () => Promise<void>;
}

/** A fresh, migrated database with the demo data, `products` more and `orders` more, and a build that is current. */
export async function prepareBenchDatabase(options: {
  name: string;
  products: number;
  /** Orders over the last 90 days, spread over every product (none when left out). */
  orders?: number;
  base: string;
  log: (line: string) => void;
}): Promise<BenchDatabase> {
  let server = await openDatabase(options.log);
  const url = withDatabase(server.url, `shop_${options.name}_${Date.now().toString(36)}`);
  const uploadDir = `/tmp/${new URL(url).pathname.slice(1)}_uploads`;
  await ensureDatabaseExists(url);
  await migrate(url);
  const db = createPrismaClient(url, 4);
  options.log(`Seeding the demo data${options.products ? ` and ${options.products} more products` : ""} ...`);
  await seedDemo(db, { uploadDir });
  if (options.products) await seedLargeCatalogue(db, { uploadDir, products: options.products });
  if (options.orders) {
    options.log(`Seeding ${options.orders} orders ...`);
    await seedLargeOrderHistory(db, { orders: options.orders, log: options.log });
  }
  const env = appEnv(url, { UPLOAD_DIR: uploadDir, SITE_URL: options.base, NEXTAUTH_URL: options.base });
  await ensureBuild(env, options.log);
  return {
    url,
    db,
    env,
    async stopServer() {
      if (!server.owned) return false;
      await server.stop();
      return true;
    },
    async startServer() {
      server = await openDatabase(options.log);
    },
    async drop() {
      await db.$disconnect();
      await dropDatabase(url).catch(() => undefined);
      await server.stop();
    },
  };
}

export interface BenchServer {
  base: string;
  db: PrismaClient;
  pid: number;
  close: () => Promise<void>;
}

export async function startBenchServer(options: {
  name: string;
  products: number;
  orders?: number;
  port: string;
  log: (line: string) => void;
  /** More settings for the server (REDIS_URL, say). */
  env?: Record<string, string>;
  nodeOptions?: string[];
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const database = await prepareBenchDatabase({ ...options, base });
  const app = await startServer({
    env: { ...database.env, ...trustThisMachine, ...options.env },
    port: options.port,
    host: "127.0.0.1",
    quiet: true,
    nodeOptions: options.nodeOptions,
  });
  return {
    base,
    db: database.db,
    pid: app.child.pid!,
    async close() {
      app.stop();
      await database.drop();
    },
  };
}

/** Resident memory of the server and any worker it forked (its process group), in MB. */
export function serverRssMb(pid: number): number {
  const output = execSync(`ps -o rss= -g ${pid}`).toString();
  return Math.round(output.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}

/** The CPU time a process has used so far (user and system, all its threads, from /proc), in ms. */
export function serverCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/**
 * Signs an account in through next-auth's own credentials flow (its CSRF token and cookie, then the
 * callback), as the login form does; returns the Cookie header that carries the session.
 */
export async function signInCookie(base: string, account: { email: string; password: string }): Promise<string> {
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, ...account, remember: "true", json: "true" }),
  });
  const session = cookiesOf(callback).find((cookie) => /^(__Secure-)?next-auth\.session-token=./.test(cookie));
  if (!session)
    throw new Error(`Signing ${account.email} in failed: ${callback.status} ${callback.headers.get("location") ?? ""}`);
  return session;
}
