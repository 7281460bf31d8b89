// A backup is one .tar.gz: manifest.json (what it holds), db/ (each table's rows, ./database-copy.ts),
// uploads/ (the upload folder's files) and, when the shop keeps it there, the session secret that
// signs guests' order links. Written beside the others in a folder, the oldest beyond `keep` removed.
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { readMigrations } from "../migrate";
import { copyDatabaseIn, copyDatabaseOut, type DatabaseCopy } from "./database-copy";

export const backupFormat = 1;

/** Whether a file name is a backup's (shop-backup-<instant>.tar.gz). */
export const isBackupName = (name: string) => /^shop-backup-\d{8}T\d{9}Z\.tar\.gz$/.test(name);

export interface Manifest extends DatabaseCopy {
  format: number;
  /** Files in uploads/, and their bytes. */
  uploads: { files: number; bytes: number };
  /** Whether the archive holds the session secret (auth-secret). */
  secret: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
  /** Older backups removed to keep `keep`. */
  removed: string[];
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** shop-backup-20261125T184216880Z.tar.gz: the instant it shows, to the millisecond, so names sort by age. */
function backupName(at: Date): string {
  return `shop-backup-${at.toISOString().replace(/[-:.]/g, "")}.tar.gz`;
}

/** The backups in `dir`, oldest first. */
export async function listBackups(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter(isBackupName).sort();
}

/**
 * Backs up the database at `url` and the files in `uploadDir` into `dir` while the shop serves:
 * the rows first, as one instant, then the files (a picture uploaded meanwhile may be in the
 * backup without its row, which is harmless; pictures are never changed in place).
 */
export async function writeBackup(options: {
  url: string;
  uploadDir: string;
  dir: string;
  keep: number;
  secretFile?: string;
}): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(options.dir, { recursive: true });
  const work = await mkdtemp(path.join(options.dir, ".writing-"));
  try {
    await mkdir(path.join(work, "db"));
    const copy = await copyDatabaseOut(options.url, path.join(work, "db"));
    await mkdir(path.join(work, "uploads"));
    if (existsSync(options.uploadDir)) await cp(options.uploadDir, path.join(work, "uploads"), { recursive: true });
    const secret = options.secretFile !== undefined && existsSync(options.secretFile);
    if (secret) await cp(options.secretFile!, path.join(work, "auth-secret"));
    const manifest: Manifest = {
      format: backupFormat,
      ...copy,
      uploads: await folderSize(path.join(work, "uploads")),
      secret,
    };
    await writeFile(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = backupName(new Date(copy.takenAt));
    if (existsSync(path.join(options.dir, name))) throw new Error(`${name} is already in ${options.dir}.`);
    const partial = path.join(work, name);
    await tar.create({ gzip: { level: 6 }, file: partial, cwd: work, portable: true }, [
      "manifest.json",
      "db",
      "uploads",
      ...(secret ? ["auth-secret"] : []),
    ]);
    const file = path.join(options.dir, name);
    await rename(partial, file);

    const all = await listBackups(options.dir);
    const removed = all.slice(0, Math.max(0, all.length - options.keep));
    for (const old of removed) await rm(path.join(options.dir, old), { force: true });
    return { file, bytes: (await stat(file)).size, ms: performance.now() - started, manifest, removed };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks a backup into `into` and reads its manifest, refusing one this checkout cannot restore. */
export async function openBackup(file: string, into: string): Promise<Manifest> {
  await tar.extract({ file, cwd: into, strict: true });
  const manifest = JSON.parse(await readFile(path.join(into, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== backupFormat)
    throw new Error(`${file} is a backup of format ${manifest.format}, not ${backupFormat}.`);
  const known = new Set(readMigrations().map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(
      `${path.basename(file)} was taken by a newer version of the shop (migration ${unknown[0]}): restore it with that version.`,
    );
  return manifest;
}

/**
 * Restores a backup into the empty database at `url` and the upload folder (a folder already
 * there is kept aside as `<folder>.before-restore-<time>`); the session secret goes to `secretFile`
 * when the backup has one and the file is not there.
 */
export async function restoreBackup(options: {
  file: string;
  url: string;
  uploadDir: string;
  secretFile?: string;
}): Promise<{ manifest: Manifest; ms: number; uploadsKeptAside: string | null }> {
  const started = performance.now();
  const work = await mkdtemp(path.join(path.dirname(path.resolve(options.uploadDir)), ".restoring-"));
  try {
    const manifest = await openBackup(options.file, work);
    await copyDatabaseIn(options.url, path.join(work, "db"), manifest);
    let uploadsKeptAside: string | null = null;
    if (existsSync(options.uploadDir)) {
      uploadsKeptAside = `${options.uploadDir}.before-restore-${Date.now()}`;
      await rename(options.uploadDir, uploadsKeptAside);
    }
    await rename(path.join(work, "uploads"), options.uploadDir);
    if (manifest.secret && options.secretFile && !existsSync(options.secretFile)) {
      await mkdir(path.dirname(options.secretFile), { recursive: true });
      await cp(path.join(work, "auth-secret"), options.secretFile);
    }
    return { manifest, ms: performance.now() - started, uploadsKeptAside };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
