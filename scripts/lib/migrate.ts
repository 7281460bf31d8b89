// Applies prisma/migrations/<name>/migration.sql files in order, each in its own transaction, and
// records them in Prisma's own _prisma_migrations table (same columns, sha256 checksum), so that
// `prisma migrate status/deploy` agree with it wherever Prisma's schema engine can be had.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const migrationsDir = path.resolve(__dirname, "../../prisma/migrations");

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {}

export function readMigrations(dir = migrationsDir): MigrationFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const createLedger = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// Any constant shared by every runner: the lock keeps two start-ups from migrating at once.
const advisoryLockKey = 7_340_112;

/**
 * Applies pending migrations (those `only` accepts, when given: a restore makes the schema its copy
 * had first); returns the names applied. Refuses edited or unknown migrations.
 */
export async function migrate(
  url: string,
  dir = migrationsDir,
  only: (name: string) => boolean = () => true,
): Promise<string[]> {
  const files = readMigrations(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [advisoryLockKey]);
    await client.query(createLedger);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));

    for (const row of rows) {
      if (row.finished_at === null) {
        throw new MigrationError(
          `Migration ${row.migration_name} was started but never finished. Inspect the database, then mark it rolled back.`,
        );
      }
      if (!files.some((file) => file.name === row.migration_name)) {
        throw new MigrationError(
          `The database has migration ${row.migration_name}, which is not in ${path.relative(process.cwd(), dir)}. Is this checkout older than the database?`,
        );
      }
    }
    for (const file of files) {
      const done = applied.get(file.name);
      if (done && done.checksum !== file.checksum) {
        throw new MigrationError(
          `Migration ${file.name} was edited after it was applied (checksum ${file.checksum.slice(0, 12)} differs from the applied ${done.checksum.slice(0, 12)}). ` +
            "Restore the file and put the change in a new migration.",
        );
      }
    }

    const pending = files.filter((file) => !applied.has(file.name) && only(file.name));
    for (const file of pending) {
      await client.query("BEGIN");
      try {
        await client.query(file.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), file.checksum, file.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${(error as Error).message}`);
      }
    }
    return pending.map((file) => file.name);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [advisoryLockKey]).catch(() => undefined);
    await client.end();
  }
}
