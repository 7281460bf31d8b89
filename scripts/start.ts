// npm start: the shop at http://localhost:3000 on the embedded PostgreSQL (or DATABASE_URL), with
// demo data on first run. Migrates, seeds an empty database, builds when the build is missing or
// stale, then serves through server/main.ts and keeps it running: a server that dies is started
// again, and the database stays up meanwhile. Ctrl-C (or SIGTERM) lets the requests in flight
// finish, then stops the server and the database cleanly.
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { appEnv } from "./lib/app-env";
import { ensureBuild } from "./lib/build";
import { handleShutdownSignalsOurselves, openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { startServer } from "./lib/process";
import { seedIfEmpty } from "./lib/seed";
import { supervise } from "./lib/supervisor";

const log = (line: string) => console.log(`[shop] ${line}`);

async function main() {
  const port = process.env.PORT ?? "3000";
  const database = await openDatabase(log);
  const stopDatabase = async () => {
    if (database.owned) log("Stopping the embedded PostgreSQL ...");
    await database.stop();
  };
  try {
    const applied = await migrate(database.url);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(", ")}`);
    const env = appEnv(database.url);
    await seedIfEmpty(database.url, env.UPLOAD_DIR!, log);
    await ensureBuild(env, log);

    // From here Ctrl-C and SIGTERM are ours: one that comes while the server starts stops it once it is up.
    handleShutdownSignalsOurselves();
    const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    const supervisor = await supervise({ log, start: () => startServer({ env, port }) });
    log(`The shop is at http://localhost:${port}`);
    for (const account of demoAccounts) log(`Demo ${account.label}: ${account.email} / ${account.password}`);

    await stopRequested;
    await supervisor.stop();
    await stopDatabase();
    process.exit(0);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`[shop] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
