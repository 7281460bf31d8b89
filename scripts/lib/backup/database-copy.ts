// The shop's data as a logical copy: every table of the public schema in PostgreSQL's COPY text
// format, read in one REPEATABLE READ transaction, so the copy is the database at one instant while
// the shop goes on serving (no lock beyond what any reader takes). Chosen because the embedded
// PostgreSQL ships no pg_dump or pg_basebackup (only postgres, pg_ctl and initdb), and because it
// works the same on any server and across PostgreSQL versions: the schema itself is not copied but
// made again by the migrations the copy names, then the rows go back in.
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { migrate } from "../migrate";

export interface TableCopy {
  table: string;
  /** The columns copied, in order: every stored column (generated ones are computed again). */
  columns: string[];
  rows: number;
  /** The file under the copy's folder. */
  file: string;
}

export interface SequenceValue {
  name: string;
  /** null: the sequence was never used. */
  lastValue: string | null;
}

export interface DatabaseCopy {
  /** The migrations the database had, in order: restoring applies these first. */
  migrations: string[];
  tables: TableCopy[];
  sequences: SequenceValue[];
  /** The instant the copy shows (the transaction's start, by the database's clock). */
  takenAt: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Counts the rows of a COPY text stream as it passes: one line each (newlines in values are escaped). */
function rowCounter() {
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of chunk) if (byte === 10) rows += 1;
      done(null, chunk);
    },
  });
  return { counter, rows: () => rows };
}

/** Writes every table of the database at `url` into `dir`, as one instant of it. */
export async function copyDatabaseOut(url: string, dir: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // A copy of a big shop takes a while: no statement timeout a role or server may set applies here.
    await client.query("SET LOCAL statement_timeout = 0");
    const [{ takenAt }] = (await client.query<{ takenAt: Date }>(`SELECT now() AS "takenAt"`)).rows as [
      { takenAt: Date },
    ];
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT migration_name AS name FROM "_prisma_migrations"
         WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL ORDER BY migration_name`,
      )
    ).rows.map((row) => row.name);
    const tableNames = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
         ORDER BY c.relname`,
      )
    ).rows.map((row) => row.name);

    const tables: TableCopy[] = [];
    for (const [index, table] of tableNames.entries()) {
      const columns = (
        await client.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute
           WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
           ORDER BY attnum`,
          [`public.${quote(table)}`],
        )
      ).rows.map((row) => row.name);
      const file = `${String(index).padStart(3, "0")}-${table}.copy`;
      const { counter, rows } = rowCounter();
      await pipeline(
        client.query(copyTo(`COPY public.${quote(table)} (${columns.map(quote).join(", ")}) TO STDOUT`)),
        counter,
        createWriteStream(path.join(dir, file)),
      );
      tables.push({ table, columns, rows: rows(), file });
    }

    const sequences = (
      await client.query<{ name: string; lastValue: string | null }>(
        `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
         WHERE schemaname = 'public' ORDER BY sequencename`,
      )
    ).rows;
    await client.query("COMMIT");
    return { migrations, tables, sequences, takenAt: takenAt.toISOString() };
  } finally {
    await client.end();
  }
}

/** The names of the tables in the public schema: a database to restore into must have none of the shop's. */
export async function shopTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Brings a copy back into the empty database at `url`: the copy's migrations make its schema, its
 * rows go in in one transaction (foreign keys and triggers held while they do, which needs a
 * superuser, as the embedded server's role is), its sequences go on from where they were, and
 * then the migrations this checkout has beyond the copy's run as they would on any upgrade.
 */
export async function copyDatabaseIn(url: string, dir: string, copy: DatabaseCopy): Promise<void> {
  if ((await shopTableCount(url)) > 0)
    throw new Error("The database to restore into already has tables: restore into a new, empty database.");
  const known = new Set(copy.migrations);
  await migrate(url, undefined, (name) => known.has(name));

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL statement_timeout = 0");
    await client.query("SET LOCAL session_replication_role = replica");
    // Rows a migration put in (the couriers) are in the copy as they were then.
    await client.query(`TRUNCATE ${copy.tables.map(({ table }) => `public.${quote(table)}`).join(", ")}`);
    for (const { table, columns, file } of copy.tables) {
      await pipeline(
        createReadStream(path.join(dir, file)),
        client.query(copyFrom(`COPY public.${quote(table)} (${columns.map(quote).join(", ")}) FROM STDIN`)),
      );
    }
    for (const { name, lastValue } of copy.sequences) {
      if (lastValue !== null)
        await client.query("SELECT setval($1::regclass, $2::bigint, true)", [quote(name), lastValue]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  await migrate(url);
}
