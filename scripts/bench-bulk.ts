// npm run bench:bulk: validates and imports a generated 10,000-row product CSV on a fresh database,
// then exports the catalogue, raises every price in the file and imports it back (updates by id),
// and prints the times and memory. Run with --conditions=react-server so server-only modules load.
import { parseArgs } from "node:util";
import Papa from "papaparse";
import { bulkColumns } from "../lib/domain/bulk";
import { toCsv } from "../lib/domain/csv";
import { openDatabase } from "./lib/database";
import { migrate } from "./lib/migrate";
import { dropDatabase, ensureDatabaseExists, withDatabase } from "./lib/pg-admin";

const categories = [
  "Dry Fruits",
  "Dates",
  "Nuts",
  "Seeds",
  "Dehydrated Fruits",
  "Dried Berries",
  "Gift Boxes",
  "Trail Mixes",
];

function generateCsv(rows: number): string {
  const lines: string[][] = [[...bulkColumns]];
  for (let index = 1; index <= rows; index += 1) {
    lines.push([
      `Bench Product ${index}`,
      `Generated product ${index}, with a comma and "quotes" in its description.`,
      String(500 + (index % 90) * 100),
      String((index % 40) + 0.25),
      String(index % 4 === 0 ? 10 : 0),
      categories[index % categories.length]!,
      index % 25 === 0 ? "Disabled" : "Active",
      index <= 20 ? String(index) : "",
      index % 7 === 0 ? "false" : "true",
      `https://cdn.example.com/bench/${index}.jpg|https://cdn.example.com/bench/${index}-b.jpg`,
    ]);
  }
  return toCsv(lines);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { values } = parseArgs({ options: { rows: { type: "string", default: "10000" } } });
  const rows = Number(values.rows);
  const server = await openDatabase();
  const url = withDatabase(server.url, `shop_bench_bulk_${Date.now().toString(36)}`);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await ensureDatabaseExists(url);
    await migrate(url);
    process.env.DATABASE_URL = url;
    const { db } = await import("../lib/server/db");
    const { validateBulkCsv } = await import("../lib/server/bulk/validate");
    const { importBulkRows } = await import("../lib/server/bulk/import");
    const { exportProductsCsv } = await import("../lib/server/bulk/export");
    await db.category.createMany({ data: categories.map((name) => ({ name })) });

    const csv = generateCsv(rows);
    console.log(`[bench:bulk] ${rows.toLocaleString("en-US")} rows, ${mb(Buffer.byteLength(csv))} of CSV`);
    let started = performance.now();
    const validation = await validateBulkCsv(csv);
    const validateMs = performance.now() - started;
    if (validation.errors.length)
      throw new Error(`unexpected validation errors: ${validation.errors.slice(0, 3).join("; ")}`);
    started = performance.now();
    const imported = await importBulkRows(validation.rows);
    const importMs = performance.now() - started;
    const stored = await db.product.count();

    started = performance.now();
    const exported = await exportProductsCsv();
    const exportMs = performance.now() - started;
    const repriced = Papa.parse<string[]>(exported.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const priceColumn = repriced[0]!.indexOf("price");
    for (const row of repriced.slice(1)) row[priceColumn] = String(Number(row[priceColumn]) + 100);
    started = performance.now();
    const revalidation = await validateBulkCsv(toCsv(repriced));
    const reimported = await importBulkRows(revalidation.rows);
    const reimportMs = performance.now() - started;
    await db.$disconnect();

    console.log(
      `[bench:bulk] validation: ${(validateMs / 1000).toFixed(2)} s for ${validation.rows.length} valid rows (budget 10 s)`,
    );
    console.log(
      `[bench:bulk] import:     ${(importMs / 1000).toFixed(2)} s for ${imported.created} products, ${stored} in the database (budget 30 s)`,
    );
    console.log(
      `[bench:bulk] export:     ${(exportMs / 1000).toFixed(2)} s, ${mb(Buffer.byteLength(exported))} of CSV`,
    );
    console.log(
      `[bench:bulk] re-import:  ${(reimportMs / 1000).toFixed(2)} s to validate and update ${reimported.updated} repriced products (budget 30 s)`,
    );
    console.log(`[bench:bulk] peak memory of this process: ${mb(peakRss)} RSS`);
    if (validateMs > 10_000 || importMs > 30_000 || reimportMs > 30_000) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await dropDatabase(url).catch(() => undefined);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:bulk] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
