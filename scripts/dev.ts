// npm run dev: hot-reloading Next.js on the same database as npm start.
import { appEnv } from "./lib/app-env";
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { startDevServer } from "./lib/process";
import { seedIfEmpty } from "./lib/seed";

const log = (line: string) => console.log(`[shop] ${line}`);

async function main() {
  const database = await openDatabase(log);
  await migrate(database.url);
  const env = appEnv(database.url);
  await seedIfEmpty(database.url, env.UPLOAD_DIR!, log);
  const server = await startDevServer({ env, port: process.env.PORT ?? "3000" });
  const shutdown = () => server.stop();
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  const code = await new Promise<number>((resolve) => server.child.on("exit", (exitCode) => resolve(exitCode ?? 0)));
  await database.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(`[shop] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
