// npm run db:migrate: applies pending migrations to the shop's database.
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";

async function main() {
  const database = await openDatabase(console.log);
  try {
    const applied = await migrate(database.url);
    console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
