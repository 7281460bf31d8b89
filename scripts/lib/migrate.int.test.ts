import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./pg-admin";
import { migrate, MigrationError } from "./migrate";

// Each case migrates an empty database of its own with migration files written for the test.
let counter = 0;
async function emptyDatabase(): Promise<string> {
  counter += 1;
  const url = withDatabase(
    process.env.DATABASE_URL!,
    `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_m${counter}`,
  );
  await dropDatabase(url);
  await ensureDatabaseExists(url);
  return url;
}

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the migration runner", () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const url of created) await dropDatabase(url);
  });

  async function freshDatabase() {
    const url = await emptyDatabase();
    created.push(url);
    return url;
  }

  it("applies pending migrations in order and records them in _prisma_migrations", async () => {
    const url = await freshDatabase();
    const dir = migrationsDir({
      "2_second": `ALTER TABLE "A" ADD COLUMN "b" INT;`,
      "1_first": `CREATE TABLE "A" ("a" INT);`,
    });
    expect(await migrate(url, dir)).toEqual(["1_first", "2_second"]);
    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      url,
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(["1_first", "2_second"]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.checksum) && row.finished_at !== null)).toBe(true);
    expect(await migrate(url, dir)).toEqual([]);
  });

  it("refuses to run when an applied migration was edited", async () => {
    const url = await freshDatabase();
    const dir = migrationsDir({ "1_first": `CREATE TABLE "A" ("a" INT);` });
    await migrate(url, dir);
    writeFileSync(path.join(dir, "1_first", "migration.sql"), `CREATE TABLE "A" ("a" BIGINT);`);
    await expect(migrate(url, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(url, dir)).rejects.toThrow(/1_first was edited after it was applied/);
  });

  it("rolls a failing migration back whole and records nothing", async () => {
    const url = await freshDatabase();
    const dir = migrationsDir({ "1_bad": `CREATE TABLE "A" ("a" INT); SELECT no_such_function();` });
    await expect(migrate(url, dir)).rejects.toThrow(/1_bad failed and was rolled back/);
    expect(await query(url, `SELECT 1 FROM information_schema.tables WHERE table_name = 'A'`)).toEqual([]);
    expect(await query(url, `SELECT 1 FROM "_prisma_migrations"`)).toEqual([]);
  });

  it("refuses a database that has a migration this checkout does not", async () => {
    const url = await freshDatabase();
    await migrate(url, migrationsDir({ "1_first": `CREATE TABLE "A" ("a" INT);`, "2_newer": `SELECT 1;` }));
    await expect(migrate(url, migrationsDir({ "1_first": `CREATE TABLE "A" ("a" INT);` }))).rejects.toThrow(
      /2_newer, which is not in/,
    );
  });
});
