// npm run backup: a consistent, compressed backup of the shop's database and upload folder, taken
// while the shop serves, into BACKUP_DIR (.data/backups), keeping the last BACKUP_KEEP (7); with
// BACKUP_S3_BUCKET set, copied to that bucket too (with any an earlier copy missed), which keeps the
// last BACKUP_KEEP as well
// (./lib/backup/bucket.ts). `-- --dir DIR --keep N` for others. See docs/operations.md.
import path from "node:path";
import { parseArgs } from "node:util";
import { appEnv } from "./lib/app-env";
import { listBackups, writeBackup } from "./lib/backup/archive";
import { bucketSettings, openBucket } from "./lib/backup/bucket";
import { openDatabase, embeddedDataDir } from "./lib/database";

const log = (line: string) => console.log(`[backup] ${line}`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function backUp(dir: string, keep: number): Promise<void> {
  const database = await openDatabase(log);
  try {
    const env = appEnv(database.url);
    const result = await writeBackup({
      url: database.url,
      uploadDir: env.UPLOAD_DIR!,
      dir,
      keep,
      secretFile: process.env.NEXTAUTH_SECRET ? undefined : path.join(embeddedDataDir, "..", "auth-secret"),
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `${result.file}: ${mb(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s ` +
        `(${rows.toLocaleString("en")} rows in ${result.manifest.tables.length} tables, ` +
        `${result.manifest.uploads.files.toLocaleString("en")} files of uploads, as of ${result.manifest.takenAt})`,
    );
    for (const removed of result.removed) log(`removed ${removed} (keeping the last ${keep})`);
  } finally {
    await database.stop();
  }
}

/**
 * Copies to the bucket each backup in the folder it lacks (so one a failed copy left behind goes with
 * the next), then removes the bucket's oldest beyond `keep`.
 */
async function copyToBucket(dir: string, keep: number): Promise<void> {
  const settings = bucketSettings();
  if (!settings) return;
  const bucket = openBucket(settings);
  try {
    const there = new Set(await bucket.list());
    for (const name of (await listBackups(dir)).filter((name) => !there.has(name))) {
      const started = performance.now();
      const address = await bucket.upload(path.join(dir, name));
      log(`copied to ${address} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    for (const removed of await bucket.prune(keep))
      log(`removed ${bucket.addressOf(removed)} (keeping the last ${keep})`);
  } catch (error) {
    throw new Error(
      `the backup is written, but copying it to the bucket ${settings.bucket} failed: ${messageOf(error)}`,
    );
  } finally {
    bucket.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { dir: { type: "string" }, keep: { type: "string" } } });
  const dir = path.resolve(values.dir ?? process.env.BACKUP_DIR ?? path.join(embeddedDataDir, "..", "backups"));
  const keep = Number(values.keep ?? process.env.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1) throw new Error("--keep must be a whole number of backups, at least 1.");
  await backUp(dir, keep);
  await copyToBucket(dir, keep);
}

main().catch((error: unknown) => {
  console.error(`[backup] ${messageOf(error)}`);
  process.exit(1);
});
