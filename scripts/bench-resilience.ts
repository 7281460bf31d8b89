// npm run bench:resilience: what it takes to stop the shop, tried on a fresh database of the embedded
// PostgreSQL, with figures printed (one summary line per fault at the end) and written to
// bench/results. It measures and never asserts, so that it gives the figures before a fix and after.
//  Against `npm start` on --port (scripts/resilience/server-faults.ts and database-down.ts):
//   1. a 32 MB password;  2. kill -9 of the web server while buyers order;  3. a frozen PostgreSQL;
//   4. PostgreSQL frozen, then stopped, behind warm caches.
//  Against production servers of its own on the next ports:
//   5. a full upload disk (full-disk.ts: a tmpfs, port + 1);
//   6. a frozen Redis under two instances behind nginx (redis-freeze.ts: nginx, A, B and Redis on port + 2 to + 5).
// `--only kill,redis` runs some of them (password, kill, frozen, cache, disk, redis).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareBenchDatabase } from "./lib/bench-server";
import { trustThisMachine } from "./lib/shoppers";
import { databaseDownBehindCache } from "./resilience/database-down";
import { fullUploadDisk } from "./resilience/full-disk";
import { log, type Scenario } from "./resilience/measure";
import { postgresPids, signal } from "./resilience/postgres";
import { redisFreeze } from "./resilience/redis-freeze";
import { frozenDatabase, hugePassword, killDuringTraffic } from "./resilience/server-faults";
import { startShop, stopShop, type Shop } from "./resilience/shop";

const faults = ["password", "kill", "frozen", "cache", "disk", "redis"] as const;

async function main() {
  const startedAt = Date.now();
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "3600" },
      seconds: { type: "string", default: "10" },
      "down-seconds": { type: "string", default: "10" },
      "redis-freeze-seconds": { type: "string", default: "20" },
      only: { type: "string", default: faults.join(",") },
    },
  });
  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}`;
  const chosen = new Set(values.only.split(","));
  const unknown = [...chosen].filter((name) => !(faults as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--only knows ${faults.join(", ")}; not ${unknown.join(", ")}`);
  if (process.env.DATABASE_URL)
    throw new Error("bench:resilience freezes and stops the embedded PostgreSQL; unset DATABASE_URL.");

  const database = await prepareBenchDatabase({ name: "resilience", products: 0, base, log });
  const postgresPort = Number(new URL(database.url).port);
  const started = new Date();
  const file = path.join(
    __dirname,
    "..",
    "bench",
    "results",
    `resilience-${started.toISOString().slice(0, 19).replace(/:/g, "-")}.json`,
  );
  const results: Record<string, unknown> = { date: started.toISOString() };
  const scenarios: Scenario[] = [];
  const record = (scenario: Scenario) => {
    scenarios.push(scenario);
    results[scenario.key] = scenario.figures;
    results.summaries = scenarios.map((entry) => entry.summary);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  };
  let shop: Shop | undefined;
  try {
    const { db } = database;
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const ordered = await db.product.create({
      data: {
        name: "Resilience Almonds",
        price: 2000,
        stock: 100_000,
        hasWeightSelection: true,
        categoryId: category.id,
      },
    });
    const browsed = await db.product.findFirstOrThrow({ where: { name: "Mamra Almonds" }, select: { id: true } });
    const others = await db.product.findMany({
      where: { status: "Active", id: { notIn: [browsed.id, ordered.id] } },
      select: { id: true },
    });

    if (["password", "kill", "frozen", "cache"].some((name) => chosen.has(name))) {
      shop = startShop({ ...database.env, ...trustThisMachine, DATABASE_URL: database.url, PORT: String(port) });
      await shop.waitFor(() => shop!.lines.some((line) => line.includes("The shop is at")));
      await fetch(`${base}/`);
      if (chosen.has("password")) record(await hugePassword(shop, base));
      if (chosen.has("kill"))
        record(
          await killDuringTraffic({
            shop,
            base,
            db,
            productId: ordered.id,
            trafficSeconds: Number(values.seconds),
            postgresPort,
          }),
        );
      if (chosen.has("frozen")) record(await frozenDatabase({ shop, base, productId: ordered.id, postgresPort }));
      if (chosen.has("cache"))
        for (const mode of ["frozen", "stopped"] as const)
          record(
            await databaseDownBehindCache({
              mode,
              base,
              database,
              postgresPort,
              product: { id: ordered.id, categoryId: category.id },
              seconds: Number(values["down-seconds"]),
            }),
          );
      await stopShop(shop.child);
      shop = undefined;
    }
    if (chosen.has("disk"))
      record(await fullUploadDisk({ database, port: port + 1, edited: browsed.id, ordered: ordered.id }));
    if (chosen.has("redis"))
      record(
        await redisFreeze({
          database,
          ports: { nginx: port + 2, a: port + 3, b: port + 4, redis: port + 5 },
          browsed: browsed.id,
          others: others.map((product) => product.id),
          ordered: ordered.id,
          freezeSeconds: Number(values["redis-freeze-seconds"]),
        }),
      );

    log(`figures written to ${path.relative(process.cwd(), file)}`);
    log(`Summary (${Math.round((Date.now() - startedAt) / 1000)} s in all):`);
    for (const scenario of scenarios) log(`  ${scenario.summary}`);
  } finally {
    signal(postgresPids(postgresPort), "SIGCONT");
    if (shop) await stopShop(shop.child);
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[resilience] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
