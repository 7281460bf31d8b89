// npm run soak [-- --minutes N]: mixed browsing, carting and ordering at a steady rate for N minutes
// (10 by default) against a production server; prints errors, p95 per minute and memory, then checks
// that stock and order totals add up.
import { parseArgs } from "node:util";
import { serverRssMb, startBenchServer, type BenchServer } from "./lib/bench-server";
import { asShopper, randomPhone } from "./lib/shoppers";

const log = (line: string) => console.log(`[soak] ${line}`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function main() {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      rate: { type: "string", default: "20" },
      port: { type: "string", default: "3400" },
    },
  });
  const minutes = Number(values.minutes);
  const rate = Number(values.rate);
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({ name: "soak", products: 2000, port: values.port, log });
    const { db, base } = server;
    const products = await db.product.findMany({
      where: { status: "Active", stock: { gt: 0 } },
      select: { id: true, categoryId: true },
      take: 200,
    });
    const soakProduct = await db.product.create({
      data: { name: "Soak Product", price: 1000, stock: 1000, hasWeightSelection: true },
    });
    const stockBefore = soakProduct.stock.toNumber();
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    let orderCount = 0;

    // Each request from a shopper of its own (./lib/shoppers.ts).
    const fetch = (path: string, init: RequestInit = {}) =>
      globalThis.fetch(`${base}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...asShopper() },
      });
    const actions: (() => Promise<Response>)[] = [
      () => fetch("/"),
      () => fetch(`/products/${pick(products).id}`),
      () => fetch(`/products/category/${pick(products).categoryId}`),
      () => fetch("/api/product/search?q=dates"),
      () =>
        fetch("/api/product/cart-product", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ cart: [{ id: pick(products).id, weight: "250g", quantity: 2 }] }),
        }),
      () => {
        orderCount += 1;
        return fetch("/api/order/create-order", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            allProduct: [{ id: soakProduct.id, weight: "250g", quantity: 1 }],
            transactionId: `SOAK-${Date.now()}-${orderCount}`,
            address: "House 1",
            city: "Lahore",
            phone: randomPhone(),
            customerInfo: { fullName: "Soak Buyer" },
          }),
        });
      },
    ];

    const memoryStart = serverRssMb(server.pid);
    log(`${minutes} min at ${rate} req/s; server memory at start ${memoryStart} MB`);
    let errors = 0;
    // The first minute compiles hot paths and fills caches; growth is counted from its end.
    let memoryWarm = memoryStart;
    const inFlight = new Set<Promise<void>>();
    for (let minute = 1; minute <= minutes; minute += 1) {
      const latencies: number[] = [];
      const started = performance.now();
      for (let index = 0; index < rate * 60; index += 1) {
        const wait = started + (index * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        const request = pick(actions)()
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) errors += 1;
          })
          .catch(() => {
            errors += 1;
          })
          .finally(() => {
            latencies.push(performance.now() - sent);
            inFlight.delete(request);
          });
        inFlight.add(request);
      }
      await Promise.all(inFlight);
      const memory = serverRssMb(server.pid);
      if (minute === 1) memoryWarm = memory;
      log(
        `minute ${minute}: ${latencies.length} requests, p95 ${percentile(latencies, 95).toFixed(1)} ms, errors so far ${errors}, memory ${memory} MB`,
      );
    }
    const memoryEnd = serverRssMb(server.pid);

    const placed = await db.order.findMany({ where: { fullName: "Soak Buyer" }, include: { lines: true } });
    const stockAfter = (await db.product.findUniqueOrThrow({ where: { id: soakProduct.id } })).stock.toNumber();
    const taken = placed.reduce(
      (sum, order) => sum + order.lines.reduce((lines, line) => lines + line.stockTaken.toNumber(), 0),
      0,
    );
    const totalsAddUp = placed.every(
      (order) =>
        order.total === order.subtotal + order.deliveryCharge - order.promoDiscount &&
        order.subtotal === order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    );
    const stockAddsUp = Math.abs(stockBefore - stockAfter - taken) < 1e-9;
    log(
      `errors: ${errors}; memory ${memoryStart} MB cold, ${memoryWarm} MB after the first minute, ${memoryEnd} MB at the end (${memoryEnd - memoryWarm >= 0 ? "+" : ""}${memoryEnd - memoryWarm} MB since the first minute)`,
    );
    log(
      `${placed.length} orders: totals add up ${totalsAddUp ? "yes" : "NO"}; stock ${stockBefore} - ${taken} taken = ${stockAfter} ${stockAddsUp ? "(adds up)" : "(DOES NOT add up)"}`,
    );
    if (errors > 0 || !totalsAddUp || !stockAddsUp) process.exitCode = 1;
  } finally {
    await server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[soak] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
