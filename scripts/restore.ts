// npm run restore FILE: brings a stopped shop back from a backup (npm run backup), a file or the
// s3://bucket/key address of one in a bucket (./lib/backup/bucket.ts). On the embedded
// PostgreSQL its data folder is kept aside (.data/pg.before-restore-<time>) and a new one made; with
// DATABASE_URL the database must be new and empty. The upload folder there is kept aside the same way.
import { existsSync, renameSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { appEnv } from "./lib/app-env";
import { restoreBackup } from "./lib/backup/archive";
import { downloadBackup, parseS3Address } from "./lib/backup/bucket";
import { shopTableCount } from "./lib/backup/database-copy";
import { embeddedDataDir, embeddedUrl, openDatabase, withDatabase } from "./lib/database";
import { canConnect } from "./lib/pg-admin";

const log = (line: string) => console.log(`[restore] ${line}`);

/** The backup named on the command line as a local file: one in a bucket is fetched into `work` first. */
async function backupFile(named: string | undefined, work: string): Promise<string> {
  if (named && parseS3Address(named)) {
    const file = path.join(work, path.basename(named));
    const started = performance.now();
    await downloadBackup(named, file);
    log(`fetched ${named} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return file;
  }
  if (!named || !existsSync(named))
    throw new Error("Usage: npm run restore -- FILE (a shop-backup-*.tar.gz, or its s3://bucket/key address)");
  return named;
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), "shop-restore-"));
  try {
    await restore(await backupFile(process.argv[2], work));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restore(file: string) {
  if (!process.env.DATABASE_URL) {
    if (await canConnect(withDatabase(embeddedUrl(), "postgres")))
      throw new Error("The shop's embedded PostgreSQL is running: stop the shop (Ctrl-C on npm start) first.");
    if (existsSync(embeddedDataDir)) {
      const aside = `${embeddedDataDir}.before-restore-${Date.now()}`;
      renameSync(embeddedDataDir, aside);
      log(`kept the database there before aside in ${path.relative(process.cwd(), aside)}`);
    }
  }
  const database = await openDatabase(log);
  try {
    if ((await shopTableCount(database.url)) > 0)
      throw new Error(
        "DATABASE_URL names a database with tables: create a new, empty one and point DATABASE_URL at it.",
      );
    const env = appEnv(database.url);
    const result = await restoreBackup({
      file,
      url: database.url,
      uploadDir: env.UPLOAD_DIR!,
      secretFile: process.env.NEXTAUTH_SECRET ? undefined : path.join(embeddedDataDir, "..", "auth-secret"),
    });
    if (result.uploadsKeptAside) log(`kept the upload folder there before aside in ${result.uploadsKeptAside}`);
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `restored ${rows.toLocaleString("en")} rows and ${result.manifest.uploads.files.toLocaleString("en")} files ` +
        `as of ${result.manifest.takenAt} in ${(result.ms / 1000).toFixed(1)} s: npm start serves them`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
