// npm start: the shop at http://localhost:3000 on the embedded PostgreSQL (or DATABASE_URL), with
// demo data on first run. Migrates, seeds an empty database, builds when the build is missing or
// stale, then serves. Ctrl-C stops the server and the database cleanly.
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { appEnv } from "./lib/app-env";
import { ensureBuild } from "./lib/build";
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { startNext } from "./lib/process";
import { seedIfEmpty } from "./lib/seed";

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

    const server = await startNext(["start"], { env, port });
    let stopping = false;
    const shutdown = () => {
      if (stopping) return;
      stopping = true;
      server.stop();
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
    setTimeout(() => {
      log(`The shop is at http://localhost:${port}`);
      for (const account of demoAccounts) log(`Demo ${account.label}: ${account.email} / ${account.password}`);
    }, 1500);
    const code = await new Promise<number>((resolve) => server.child.on("exit", (exitCode) => resolve(exitCode ?? 0)));
    await stopDatabase();
    process.exit(stopping ? 0 : code);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`[shop] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
