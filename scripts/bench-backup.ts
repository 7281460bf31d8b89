// npm run bench:backup: the backup and restore of npm run backup at a big shop's size: the demo data,
// 10,000 more products and 100,000 orders (`-- --products N --orders N` for others). Prints the
// backup's time and size and the restore's time; writes and drops its own databases.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPrismaClient } from "../lib/server/prisma-client";
import { seedDemo, seedLargeCatalogue } from "../prisma/seed";
import { seedLargeOrderHistory } from "../prisma/seed/order-history";
import { restoreBackup, writeBackup } from "./lib/backup/archive";
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./lib/pg-admin";

const log = (line: string) => console.log(`[bench:backup] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const { values } = parseArgs({ options: { products: { type: "string" }, orders: { type: "string" } } });
  const products = Number(values.products ?? 10_000);
  const orders = Number(values.orders ?? 100_000);
  const server = await openDatabase(log);
  const stamp = Date.now().toString(36);
  const source = withDatabase(server.url, `shop_bench_backup_${stamp}`);
  const restored = withDatabase(server.url, `shop_bench_restored_${stamp}`);
  const work = await mkdtemp(path.join(tmpdir(), "shop-bench-backup-"));
  try {
    await ensureDatabaseExists(source);
    await migrate(source);
    const db = createPrismaClient(source, 4);
    const uploadDir = path.join(work, "uploads");
    log(
      `Seeding the demo data, ${products.toLocaleString("en")} products and ${orders.toLocaleString("en")} orders ...`,
    );
    await seedDemo(db, { uploadDir });
    if (products) await seedLargeCatalogue(db, { uploadDir, products });
    if (orders) await seedLargeOrderHistory(db, { orders, log });
    await db.$disconnect();

    const backup = await writeBackup({ url: source, uploadDir, dir: path.join(work, "backups"), keep: 1 });
    const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `backup: ${seconds(backup.ms)}, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB ` +
        `(${rows.toLocaleString("en")} rows, ${backup.manifest.uploads.files.toLocaleString("en")} files of ` +
        `${(backup.manifest.uploads.bytes / 1024 / 1024).toFixed(1)} MB)`,
    );
    await ensureDatabaseExists(restored);
    const restore = await restoreBackup({ file: backup.file, url: restored, uploadDir: path.join(work, "restored") });
    log(`restore: ${seconds(restore.ms)} into a new database`);
  } finally {
    for (const url of [source, restored]) await dropDatabase(url).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:backup] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
