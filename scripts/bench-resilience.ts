// npm run bench:resilience: what it takes to stop the shop, tried against `npm start` on a fresh
// database of the embedded PostgreSQL, with figures printed and written to bench/results:
//  1. a 32 MB password: the answer, and the server's memory before and after;
//  2. kill -9 of the web server while buyers keep ordering: how long until it answers again, and
//     whether every order is whole (lines, totals and stock add up, none half-written);
//  3. a frozen PostgreSQL (SIGSTOP): how long requests take to be refused, and how long the shop
//     takes to serve again after SIGCONT.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareBenchDatabase, serverRssMb } from "./lib/bench-server";
import { asShopper, randomPhone, trustThisMachine } from "./lib/shoppers";

const log = (line: string) => console.log(`[resilience] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

interface Outcome {
  status: number;
  ms: number;
}

async function timed(request: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - started) };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - started) };
  }
}

/** Runs `npm start`'s script and follows its output, to learn the web server's pid. */
function startShop(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const serverPids = () =>
    lines.flatMap((line) => /\[server\] listening on .*\(pid (\d+);/.exec(line)?.[1] ?? []).map(Number);
  const waitFor = async (test: () => boolean, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`npm start did not get there:\n${lines.slice(-20).join("\n")}`);
      await sleep(50);
    }
  };
  return { child, lines, serverPids, waitFor };
}

/** The processes of the PostgreSQL cluster the shop's database lives on: the postmaster and its backends. */
function postgresPids(): number[] {
  // "[p]ostgres" does not match the shell that runs pgrep, whose command line holds the pattern.
  const postmaster = execSync("pgrep -f '[p]ostgres -D .*\\.data/pg' || true")
    .toString()
    .trim()
    .split("\n")
    .map(Number)
    .filter(Boolean);
  const backends = postmaster.flatMap((pid) =>
    execSync(`pgrep -P ${pid} || true`).toString().trim().split("\n").map(Number).filter(Boolean),
  );
  return [...postmaster, ...backends];
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // a backend that ended meanwhile
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "3600" }, seconds: { type: "string", default: "10" } },
  });
  const base = `http://127.0.0.1:${values.port}`;
  const trafficSeconds = Number(values.seconds);
  if (process.env.DATABASE_URL)
    throw new Error("bench:resilience freezes the embedded PostgreSQL; unset DATABASE_URL.");
  const database = await prepareBenchDatabase({ name: "resilience", products: 0, base, log });
  let shop: ReturnType<typeof startShop> | undefined;
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  try {
    const { db } = database;
    const product = await db.product.create({
      data: { name: "Resilience Almonds", price: 2000, stock: 100_000, hasWeightSelection: true },
    });
    shop = startShop({ ...database.env, ...trustThisMachine, DATABASE_URL: database.url, PORT: values.port });
    await shop.waitFor(() => shop!.lines.some((line) => line.includes("The shop is at")));
    await fetch(`${base}/`);

    // 1. One request with a 32 MB password.
    const firstPid = shop.serverPids()[0]!;
    const rssBefore = serverRssMb(firstPid);
    const password = await timed(() =>
      fetch(`${base}/api/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "customer@dryfruit.pk", password: "A".repeat(32 * 1024 * 1024) }),
      }),
    );
    await sleep(500);
    const rssAfter = serverRssMb(firstPid);
    results.hugePassword = {
      status: password.status,
      ms: password.ms,
      rssBeforeMb: rssBefore,
      rssAfterMb: rssAfter,
      serverAlive: shop.serverPids().length === 1,
    };
    log(
      `32 MB password: ${password.status} in ${password.ms} ms; server memory ${rssBefore} MB before, ${rssAfter} MB after`,
    );

    // 2. Buyers keep ordering (10 at a time) while the web server is killed with SIGKILL.
    const orders: { transactionId: string; outcome: Outcome; at: number }[] = [];
    let ordering = true;
    let counter = 0;
    const buyer = async () => {
      while (ordering) {
        const transactionId = `RES-${Date.now()}-${(counter += 1)}`;
        const at = Date.now();
        const outcome = await timed(() =>
          fetch(`${base}/api/order/create-order`, {
            method: "POST",
            headers: { "content-type": "application/json", ...asShopper() },
            body: JSON.stringify({
              allProduct: [{ id: product.id, weight: "250g", quantity: 1 }],
              transactionId,
              address: "House 1, Street 2",
              city: "Lahore",
              phone: randomPhone(),
              customerInfo: { fullName: "Resilience Buyer" },
            }),
          }),
        );
        orders.push({ transactionId, outcome, at });
        if (outcome.status === 0) await sleep(100);
      }
    };
    const buyers = Array.from({ length: 10 }, buyer);
    await sleep((trafficSeconds * 1000) / 2);
    const killedAt = Date.now();
    process.kill(firstPid, "SIGKILL");
    log(`killed the web server (pid ${firstPid}) with SIGKILL while buyers were ordering`);
    await shop.waitFor(() => shop!.serverPids().length === 2);
    let backAt = 0;
    while (!backAt) {
      if ((await timed(() => fetch(`${base}/api/health`))).status === 200) backAt = Date.now();
      else await sleep(50);
    }
    await sleep((trafficSeconds * 1000) / 2);
    ordering = false;
    await Promise.all(buyers);
    const restartLine = shop.lines.find(
      (line) => line.includes(`(pid ${firstPid})`) && line.includes("starting it again"),
    );

    const stored = await db.order.findMany({
      where: { transactionId: { startsWith: "RES-" } },
      select: {
        transactionId: true,
        subtotal: true,
        deliveryCharge: true,
        promoDiscount: true,
        total: true,
        lines: { select: { quantity: true, unitPrice: true, stockTaken: true } },
      },
    });
    const whole = stored.filter(
      (order) =>
        order.lines.length === 1 &&
        order.total === order.subtotal + order.deliveryCharge - order.promoDiscount &&
        order.subtotal === order.lines[0]!.unitPrice * order.lines[0]!.quantity,
    );
    const stockNow = (
      await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { stock: true } })
    ).stock.toNumber();
    const stockTaken = stored.reduce(
      (sum, order) => sum + order.lines.reduce((lineSum, line) => lineSum + line.stockTaken.toNumber(), 0),
      0,
    );
    const answered = orders.filter((order) => order.outcome.status === 200);
    const confirmedButMissing = answered.filter(
      (order) => !stored.some((row) => row.transactionId === order.transactionId),
    );
    const failedDuringRestart = orders.filter((order) => order.outcome.status !== 200);
    results.killDuringTraffic = {
      downMs: backAt - killedAt,
      supervisorSaid: restartLine,
      orderRequests: orders.length,
      answered200: answered.length,
      failedWhileDown: failedDuringRestart.length,
      ordersStored: stored.length,
      ordersWhole: whole.length,
      confirmedButMissing: confirmedButMissing.length,
      stockAddsUp: Math.abs(100_000 - stockNow - stockTaken) < 1e-6,
      postgresUntouched: postgresPids().length > 0,
    };
    log(`back ${backAt - killedAt} ms after the kill (${restartLine?.replace(/^\[shop\] /, "")})`);
    log(
      `${orders.length} order requests: ${answered.length} placed, ${failedDuringRestart.length} refused or cut off while it was down`,
    );
    log(
      `${stored.length} orders stored, ${whole.length} whole; ${confirmedButMissing.length} confirmed but missing; stock ${100_000 - stockNow} kg taken = ${stockTaken} kg in order lines`,
    );

    // 3. PostgreSQL frozen with SIGSTOP: what a shopper gets, then how fast the shop recovers.
    const frozen = postgresPids();
    signal(frozen, "SIGSTOP");
    const frozenAt = Date.now();
    log(`froze PostgreSQL (${frozen.length} processes, SIGSTOP)`);
    const during = await Promise.all([
      ...Array.from({ length: 5 }, () => timed(() => fetch(`${base}/api/health`))),
      ...Array.from({ length: 5 }, () =>
        timed(() =>
          fetch(`${base}/api/product/single-product`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ pId: product.id }),
          }),
        ),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        timed(() =>
          fetch(`${base}/api/order/create-order`, {
            method: "POST",
            headers: { "content-type": "application/json", ...asShopper() },
            body: JSON.stringify({
              allProduct: [{ id: product.id, weight: "250g", quantity: 1 }],
              transactionId: `FROZEN-${Date.now()}-${index}`,
              address: "House 1",
              city: "Lahore",
              phone: randomPhone(),
              customerInfo: { fullName: "Frozen Buyer" },
            }),
          }),
        ),
      ),
    ]);
    const statuses = [...new Set(during.map((outcome) => outcome.status))];
    log(
      `while frozen: answers ${statuses.join(", ")} in ${Math.min(...during.map((o) => o.ms))}-${Math.max(...during.map((o) => o.ms))} ms (p95 ${percentile(
        during.map((o) => o.ms),
        95,
      )} ms)`,
    );
    await sleep(Math.max(0, 8_000 - (Date.now() - frozenAt)));
    signal(frozen, "SIGCONT");
    const thawedAt = Date.now();
    let servingAt = 0;
    while (!servingAt && Date.now() - thawedAt < 60_000) {
      if ((await timed(() => fetch(`${base}/api/health`))).status === 200) servingAt = Date.now();
      else await sleep(50);
    }
    const after = await timed(() =>
      fetch(`${base}/api/order/create-order`, {
        method: "POST",
        headers: { "content-type": "application/json", ...asShopper() },
        body: JSON.stringify({
          allProduct: [{ id: product.id, weight: "250g", quantity: 1 }],
          transactionId: `THAWED-${Date.now()}`,
          address: "House 1",
          city: "Lahore",
          phone: randomPhone(),
          customerInfo: { fullName: "Thawed Buyer" },
        }),
      }),
    );
    results.frozenDatabase = {
      statuses,
      maxMs: Math.max(...during.map((o) => o.ms)),
      p95Ms: percentile(
        during.map((o) => o.ms),
        95,
      ),
      servingAgainMsAfterThaw: servingAt - thawedAt,
      orderAfterThaw: after.status,
      serverRestarts: shop.serverPids().length - 2,
    };
    log(`serving again ${servingAt - thawedAt} ms after SIGCONT; an order then: ${after.status} in ${after.ms} ms`);

    const file = path.join(
      __dirname,
      "..",
      "bench",
      "results",
      `resilience-${new Date().toISOString().slice(0, 10)}.json`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`figures written to ${path.relative(process.cwd(), file)}`);
  } finally {
    signal(postgresPids(), "SIGCONT");
    if (shop) await stopShop(shop.child);
    await database.drop();
  }
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[resilience] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
