// The first three faults of bench:resilience, against `npm start`:
//  1. a 32 MB password: the answer, and the server's memory before and after;
//  2. kill -9 of the web server while buyers keep ordering: how long until it answers again, and
//     whether every order is whole (lines, totals and stock add up, none half-written);
//  3. a frozen PostgreSQL (SIGSTOP): how long requests take to be refused, and how long the shop
//     takes to serve again after SIGCONT.
import type { PrismaClient } from "../../lib/server/prisma-client";
import { serverRssMb } from "../lib/bench-server";
import { percentile } from "../lib/loopback-client";
import { asShopper, randomPhone } from "../lib/shoppers";
import { describeStatuses, log, sleep, type Scenario } from "./measure";
import { postgresPids, signal } from "./postgres";
import type { Shop } from "./shop";

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

const orderRequest = (base: string, productId: string, transactionId: string, fullName: string) =>
  fetch(`${base}/api/order/create-order`, {
    method: "POST",
    headers: { "content-type": "application/json", ...asShopper() },
    body: JSON.stringify({
      allProduct: [{ id: productId, weight: "250g", quantity: 1 }],
      transactionId,
      address: "House 1, Street 2",
      city: "Lahore",
      phone: randomPhone(),
      customerInfo: { fullName },
    }),
  });

/** 1. One request with a 32 MB password. */
export async function hugePassword(shop: Shop, base: string): Promise<Scenario> {
  const pid = shop.serverPids()[0]!;
  const rssBefore = serverRssMb(pid);
  const password = await timed(() =>
    fetch(`${base}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "customer@dryfruit.pk", password: "A".repeat(32 * 1024 * 1024) }),
    }),
  );
  await sleep(500);
  const rssAfter = serverRssMb(pid);
  const figures = {
    status: password.status,
    ms: password.ms,
    rssBeforeMb: rssBefore,
    rssAfterMb: rssAfter,
    serverAlive: shop.serverPids().length === 1,
  };
  log(
    `32 MB password: ${password.status} in ${password.ms} ms; server memory ${rssBefore} MB before, ${rssAfter} MB after`,
  );
  return {
    key: "hugePassword",
    figures,
    summary: `32 MB password: ${password.status} in ${password.ms} ms; server memory ${rssBefore} MB before, ${rssAfter} MB after; server ${figures.serverAlive ? "alive" : "restarted"}`,
  };
}

/** 2. Buyers keep ordering (10 at a time) while the web server is killed with SIGKILL. */
export async function killDuringTraffic(options: {
  shop: Shop;
  base: string;
  db: PrismaClient;
  productId: string;
  trafficSeconds: number;
  postgresPort: number;
}): Promise<Scenario> {
  const { shop, base, db, productId } = options;
  const stockBefore = (
    await db.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } })
  ).stock.toNumber();
  const firstPid = shop.serverPids()[0]!;
  const orders: { transactionId: string; outcome: Outcome }[] = [];
  let ordering = true;
  let counter = 0;
  const buyer = async () => {
    while (ordering) {
      const transactionId = `RES-${Date.now()}-${(counter += 1)}`;
      const outcome = await timed(() => orderRequest(base, productId, transactionId, "Resilience Buyer"));
      orders.push({ transactionId, outcome });
      if (outcome.status === 0) await sleep(100);
    }
  };
  const buyers = Array.from({ length: 10 }, buyer);
  await sleep((options.trafficSeconds * 1000) / 2);
  const killedAt = Date.now();
  process.kill(firstPid, "SIGKILL");
  log(`killed the web server (pid ${firstPid}) with SIGKILL while buyers were ordering`);
  await shop.waitFor(() => shop.serverPids().length === 2);
  let backAt = 0;
  while (!backAt) {
    if ((await timed(() => fetch(`${base}/api/health`))).status === 200) backAt = Date.now();
    else await sleep(50);
  }
  await sleep((options.trafficSeconds * 1000) / 2);
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
    await db.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } })
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
  const stockAddsUp = Math.abs(stockBefore - stockNow - stockTaken) < 1e-6;
  const figures = {
    downMs: backAt - killedAt,
    supervisorSaid: restartLine,
    orderRequests: orders.length,
    answered200: answered.length,
    failedWhileDown: failedDuringRestart.length,
    ordersStored: stored.length,
    ordersWhole: whole.length,
    confirmedButMissing: confirmedButMissing.length,
    stockAddsUp,
    postgresUntouched: postgresPids(options.postgresPort).length > 0,
  };
  log(`back ${backAt - killedAt} ms after the kill (${restartLine?.replace(/^\[shop\] /, "")})`);
  log(
    `${orders.length} order requests: ${answered.length} placed, ${failedDuringRestart.length} refused or cut off while it was down`,
  );
  log(
    `${stored.length} orders stored, ${whole.length} whole; ${confirmedButMissing.length} confirmed but missing; stock ${stockBefore - stockNow} kg taken = ${stockTaken} kg in order lines`,
  );
  return {
    key: "killDuringTraffic",
    figures,
    summary:
      `kill -9 of the web server: answering again ${figures.downMs} ms after the kill; ${orders.length} order requests, ` +
      `${answered.length} answered 200, ${failedDuringRestart.length} refused or cut off; orders lost ${confirmedButMissing.length}; ` +
      `${whole.length} of ${stored.length} stored orders whole; stock adds up: ${stockAddsUp ? "yes" : "NO"}`,
  };
}

/** 3. PostgreSQL frozen with SIGSTOP: what a shopper gets, then how fast the shop recovers. */
export async function frozenDatabase(options: {
  shop: Shop;
  base: string;
  productId: string;
  postgresPort: number;
}): Promise<Scenario> {
  const { shop, base, productId } = options;
  const frozen = postgresPids(options.postgresPort);
  if (frozen.length === 0) throw new Error("This checkout's embedded PostgreSQL was not found to freeze.");
  signal(frozen, "SIGSTOP");
  const frozenAt = Date.now();
  log(`froze PostgreSQL (${frozen.length} processes, SIGSTOP)`);
  let during: Outcome[];
  try {
    during = await Promise.all([
      ...Array.from({ length: 5 }, () => timed(() => fetch(`${base}/api/health`))),
      ...Array.from({ length: 5 }, () =>
        timed(() =>
          fetch(`${base}/api/product/single-product`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ pId: productId }),
          }),
        ),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        timed(() => orderRequest(base, productId, `FROZEN-${Date.now()}-${index}`, "Frozen Buyer")),
      ),
    ]);
    await sleep(Math.max(0, 8_000 - (Date.now() - frozenAt)));
  } finally {
    signal(frozen, "SIGCONT");
  }
  const statuses = [...new Set(during.map((outcome) => outcome.status))];
  const counts: Record<number, number> = {};
  for (const outcome of during) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
  const times = during.map((outcome) => outcome.ms);
  log(
    `while frozen: answers ${statuses.join(", ")} in ${Math.min(...times)}-${Math.max(...times)} ms (p95 ${percentile(times, 0.95)} ms)`,
  );
  const thawedAt = Date.now();
  let servingAt = 0;
  while (!servingAt && Date.now() - thawedAt < 60_000) {
    if ((await timed(() => fetch(`${base}/api/health`))).status === 200) servingAt = Date.now();
    else await sleep(50);
  }
  const after = await timed(() => orderRequest(base, productId, `THAWED-${Date.now()}`, "Thawed Buyer"));
  const figures = {
    statuses,
    maxMs: Math.max(...times),
    p95Ms: percentile(times, 0.95),
    servingAgainMsAfterThaw: servingAt - thawedAt,
    orderAfterThaw: after.status,
    serverRestarts: shop.serverPids().length - 2,
  };
  log(`serving again ${servingAt - thawedAt} ms after SIGCONT; an order then: ${after.status} in ${after.ms} ms`);
  return {
    key: "frozenDatabase",
    figures,
    summary:
      `frozen PostgreSQL (SIGSTOP, 8 s; health, single-product, orders): slowest answer ${figures.maxMs} ms; ` +
      `answers: ${describeStatuses(counts)}; health 200 again ${figures.servingAgainMsAfterThaw} ms after SIGCONT; ` +
      `an order then: ${after.status}; server restarts ${figures.serverRestarts}`,
  };
}
