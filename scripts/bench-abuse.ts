// npm run bench:abuse: the attacks of the hostile review (issue 31, scripts/lib/attacks.ts) against a
// production build on a fresh database with the demo data and 10,000 more products (`--products N`),
// each from loopback addresses of its own; prints what each attacker got and what other shoppers
// saw meanwhile, and writes it to bench/results/<date>-abuse.json. `--verbose` shows the server's log.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  guessPromos,
  hoardStock,
  mailStrangers,
  searchFlood,
  signupFlood,
  slowBodies,
  trackLockout,
} from "./lib/attacks";
import { prepareBenchDatabase } from "./lib/bench-server";
import { queryOn } from "./lib/pg-admin";
import { startServer } from "./lib/process";

const log = (line: string) => console.log(`[abuse] ${line}`);

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "10000" },
      port: { type: "string", default: "3300" },
      verbose: { type: "boolean", default: false },
    },
  });
  const base = `http://127.0.0.1:${values.port}`;
  const database = await prepareBenchDatabase({ name: "abuse", products: Number(values.products), base, log });
  const server = await startServer({ env: database.env, port: values.port, host: "127.0.0.1", quiet: !values.verbose });
  const query = queryOn(database.url);
  const context = (block: number) => ({ base, block, query });
  const results: Record<string, unknown> = { date: new Date().toISOString(), products: Number(values.products) };
  try {
    const attacks = [
      ["stock hoarding (15 orders from 5 networks, then an honest order)", () => hoardStock(context(7))],
      ["sign-up flood (80 at once from one address)", () => signupFlood(context(5))],
      ["search flood (3 waves of 60 from one address, 15 orders from others)", () => searchFlood(context(6))],
      ["mail to a stranger (30 guest orders from 6 networks, then cancelled as fake)", () => mailStrangers(context(4))],
      ["tracking lockout (18 wrong phones from 3 networks, then the owner)", () => trackLockout(context(2))],
      ["promo guessing (100 codes from one address)", () => guessPromos(context(3))],
      ["slow bodies (138 trickled at once from one address)", () => slowBodies(context(10))],
    ] as const;
    for (const [name, attack] of attacks) {
      log(`${name} ...`);
      const outcome = await attack();
      results[name] = outcome;
      log(JSON.stringify(outcome, null, 2));
    }
  } finally {
    server.stop();
    await database.drop();
  }
  const dir = path.join(__dirname, "..", "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-abuse.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`Written to ${path.relative(process.cwd(), file)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[abuse] ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
