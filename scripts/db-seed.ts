// npm run db:seed: the demo data into an empty database. `--reset` empties the shop's tables first;
// `--products N` adds N generated products (a large catalogue for benchmarks).
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { seedLargeCatalogue } from "../prisma/seed";
import { createPrismaClient } from "../lib/server/prisma-client";
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { seedIfEmpty } from "./lib/seed";

const shopTables = [
  "AnalyticsEvent",
  "RateLimit",
  "SliderImage",
  "OrderLine",
  "Order",
  "CourierPayment",
  "PromoCode",
  "Review",
  "ProductImage",
  "Product",
  "Category",
  "User",
];

async function truncateShop(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`TRUNCATE ${shopTables.map((table) => `"${table}"`).join(", ")} RESTART IDENTITY CASCADE`);
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { reset: { type: "boolean", default: false }, products: { type: "string" } },
  });
  const extra = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(extra) || extra < 0) throw new Error("--products takes a whole number");
  const uploadDir = process.env.UPLOAD_DIR ?? path.resolve(__dirname, "..", ".data", "uploads");
  const log = (line: string) => console.log(`[seed] ${line}`);

  const database = await openDatabase(log);
  try {
    await migrate(database.url);
    if (values.reset) {
      log("Emptying the shop's tables ...");
      await truncateShop(database.url);
    }
    const started = Date.now();
    const seeded = await seedIfEmpty(database.url, uploadDir, log);
    log(
      seeded
        ? `Demo data added in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : "The database already has data: demo seed skipped (use --reset to start over).",
    );
    if (extra > 0) {
      const db = createPrismaClient(database.url, 2);
      const bulkStarted = Date.now();
      try {
        await seedLargeCatalogue(db, { uploadDir, products: extra, log });
      } finally {
        await db.$disconnect();
      }
      log(`${extra} generated products added in ${((Date.now() - bulkStarted) / 1000).toFixed(1)} s.`);
    }
    if (seeded)
      for (const account of demoAccounts) log(`Demo ${account.label}: ${account.email} / ${account.password}`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
