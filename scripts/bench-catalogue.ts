// The whole-catalogue answer at size (issue 37): `npm run bench:catalogue [-- --products 100000]`.
// Starts the production server on a fresh database with the demo data and `--products` more, then
// measures GET /api/product/all-product: the first request (built from the database as it streams),
// its size as JSON, gzip and brotli, 20 clients fetching it as browsers do (br), as old clients do
// (gzip) and without compression, and a price changed by the admin while they fetch (the rebuild
// under load), with the server's resident memory sampled throughout (budget 400 MB). The clients are
// node's own HTTP client: autocannon parses bodies in JavaScript, and on a 2 MB answer it, not the
// server, was the limit (30-40 answers a second, the server mostly idle; 400 with these).
import { Agent, get, type IncomingHttpHeaders } from "node:http";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { productForm, signInToken } from "./lib/admin-api";
import { serverRssMb, startBenchServer, type BenchServer } from "./lib/bench-server";
import { asShopper } from "./lib/shoppers";

const path = "/api/product/all-product";
const log = (line: string) => console.log(`[bench-catalogue] ${line}`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

// The 20 clients' connections, and one more for the requests measured alone or beside them.
const clients = new Agent({ keepAlive: true, maxSockets: 20 });
const single = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  size: number;
  firstMs: number;
  ms: number;
}

/** One request with the bytes as sent (fetch would decompress them), timed to its first byte and its end. */
function fetchRaw(base: string, headers: Record<string, string>, agent = single, keep = true): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { agent, headers: { ...asShopper(), ...headers } }, (response) => {
      const firstMs = Math.round(performance.now() - started);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on("end", () => {
        const ms = Math.round(performance.now() - started);
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, size, firstMs, ms });
      });
    }).on("error", reject);
  });
}

/** 20 clients fetching for `seconds`, one request after another each, with the server's RSS sampled every half second. */
async function load(
  server: BenchServer,
  seconds: number,
  headers: Record<string, string>,
  during?: () => Promise<void>,
) {
  let peakRssMb = serverRssMb(server.pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, serverRssMb(server.pid))), 500);
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let [bytes, errors] = [0, 0];
  const client = async () => {
    while (performance.now() < until) {
      const answer = await fetchRaw(server.base, headers, clients, false).catch(() => null);
      if (answer?.status !== 200) errors += 1;
      else latencies.push(answer.ms);
      bytes += answer?.size ?? 0;
    }
  };
  await Promise.all([...Array.from({ length: 20 }, client), during?.()]);
  clearInterval(sampler);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))] ?? 0;
  return {
    answersPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    mbPerSecond: Math.round(bytes / 1024 / 1024 / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    peakRssMb: Math.max(peakRssMb, serverRssMb(server.pid)),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "100000" },
      seconds: { type: "string", default: "15" },
      port: { type: "string", default: process.env.E2E_PORT ?? "3390" },
    },
  });
  const seconds = Number(values.seconds);
  const server = await startBenchServer({
    name: "catalogue",
    products: Number(values.products),
    port: values.port,
    log,
  });
  try {
    const shown = await server.db.product.count({
      where: { status: "Active", OR: [{ categoryId: null }, { category: { status: "Active" } }] },
    });
    log(`server RSS before the first request: ${serverRssMb(server.pid)} MB`);
    const first = await fetchRaw(server.base, { "accept-encoding": "gzip, deflate, br" });
    log(
      `first request (built as it streams): ${first.status}, first bytes after ${first.firstMs} ms, all after ${first.ms} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const gzip = await fetchRaw(server.base, { "accept-encoding": "gzip" });
    const plain = await fetchRaw(server.base, {});
    const listed = (JSON.parse(gunzipSync(gzip.body).toString()) as { Products: unknown[] }).Products.length;
    log(`${listed} products listed of ${shown} visible; ${String(gzip.headers["x-nextjs-cache"])} after the first`);
    log(`answer: ${mb(plain.body.length)} JSON, ${mb(gzip.body.length)} gzip, ${mb(first.body.length)} brotli`);
    log(`a hit: gzip in ${gzip.ms} ms, uncompressed (decompressed per request) in ${plain.ms} ms`);

    const runs = [
      ["browsers (br)", { "accept-encoding": "gzip, deflate, br" }],
      ["old clients (gzip)", { "accept-encoding": "gzip" }],
      ["no compression", {}],
    ] as const;
    for (const [name, headers] of runs) {
      const figures = await load(server, seconds, headers);
      log(`20 clients, ${name}: ${JSON.stringify(figures)}`);
    }

    const admin = demoAccounts.find((account) => account.label === "admin")!;
    const token = await signInToken(server.base, admin.email, admin.password);
    const product = (JSON.parse(gunzipSync(gzip.body).toString()) as { Products: Parameters<typeof productForm>[0][] })
      .Products[0]!;
    const changed = await load(server, seconds, { "accept-encoding": "gzip, deflate, br" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const edit = await fetch(`${server.base}/api/product/edit-product`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: productForm(product, { pPrice: String(product.pPrice + 10) }),
      });
      await edit.arrayBuffer();
      const after = await fetchRaw(server.base, { "accept-encoding": "gzip" });
      const price = (JSON.parse(gunzipSync(after.body).toString()) as { Products: { pPrice: number }[] }).Products[0]!
        .pPrice;
      log(
        `price edited under load (${edit.status}): the next request ${String(after.headers["x-nextjs-cache"])}, ` +
          `first bytes after ${after.firstMs} ms, all after ${after.ms} ms, shows ${price} (was ${product.pPrice})`,
      );
    });
    log(`20 clients, browsers (br), a price edited after 3 s: ${JSON.stringify(changed)}`);
    log(`server RSS at the end: ${serverRssMb(server.pid)} MB (budget 400 MB)`);
  } finally {
    clients.destroy();
    single.destroy();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
