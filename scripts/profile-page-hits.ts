// Where the server's time goes on page hits (issue 37): `npm run bench:profile [-- --path / --seconds 10]`.
// Starts the production server under node's CPU profiler on a fresh database with the demo data and
// `--products` more, warms the page into the cache, then 10 connections ask for it for `--seconds`
// as browsers do (Accept-Encoding: gzip, deflate, br); with `{product}` in the path, each asks for a
// product page nobody asked for before. Prints the requests answered, the server's CPU time per
// request (its main thread and zlib's threads, from /proc), and the main thread's profile: the share
// of its time in compression and in hashing, and the functions that took most.
import { randomInt } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { serverCpuMs, startBenchServer } from "./lib/bench-server";
import { asShopper } from "./lib/shoppers";
import { unseen } from "./lib/uncached-reads";

const log = (line: string) => console.log(`[profile] ${line}`);
const browserEncoding = { "accept-encoding": "gzip, deflate, br" };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * What a function is, for the summary: the work a hit should not do again. `name` is nameOf's:
 * Next.js' ETag (generateETag, an fnv1a52 hash) is minified code, known by its first characters.
 */
function kindOf(name: string): string | null {
  if (/zlib|brotli|gzip|deflate|compress/i.test(name)) return "compression";
  if (/etag|fnv1a|createHash|digest|\bhash|e=8997,|'W\/"'/i.test(name)) return "hashing";
  return null;
}

async function waitForProfile(dir: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
    if (file) return path.join(dir, file);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No CPU profile appeared in ${dir}`);
}

const sources = new Map<string, string[]>();

/** A function without a name (a bundle's minified code) is shown by its first characters. */
function nameOf(frame: ProfileNode["callFrame"]): string {
  const file = path.basename(frame.url);
  if (frame.functionName || !frame.url.startsWith("file://"))
    return `${frame.functionName || "(anonymous)"} ${file}`.trim();
  if (!sources.has(frame.url)) sources.set(frame.url, readFileSync(fileURLToPath(frame.url), "utf8").split("\n"));
  const code = sources.get(frame.url)![frame.lineNumber]?.slice(frame.columnNumber, frame.columnNumber + 60) ?? "";
  return `(anonymous) ${file}:${frame.lineNumber + 1}: ${code}`;
}

function summarise(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const byKind = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (frame.functionName === "(idle)") return;
    busyMs += ms;
    const name = nameOf(frame);
    selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
    const kind = kindOf(name);
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  });
  const share = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)} %`;
  log(`main thread busy ${busyMs.toFixed(0)} ms`);
  for (const kind of ["compression", "hashing"]) log(`  ${kind.padEnd(12)} ${share(byKind.get(kind) ?? 0)}`);
  log("  the functions that took most of it (self time):");
  for (const [name, ms] of [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
    log(`    ${share(ms).padStart(7)}  ${name}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      path: { type: "string", default: "/" },
      products: { type: "string", default: "10000" },
      seconds: { type: "string", default: "10" },
      port: { type: "string", default: "3310" },
    },
  });
  const dir = await mkdtemp(path.join(tmpdir(), "shop-profile-"));
  const server = await startBenchServer({
    name: "profile",
    products: Number(values.products),
    port: values.port,
    log,
    nodeOptions: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  const url = `${server.base}${values.path}`;
  // `{product}` in the path: each request a product page nobody asked for before (uncached).
  const shelf = await server.db.product.findMany({ where: { status: "Active" }, select: { id: true } });
  const nextPath = values.path.includes("{product}")
    ? unseen(() => values.path.replace("{product}", shelf[randomInt(shelf.length)]!.id))
    : null;
  try {
    const run = (seconds: number) =>
      autocannon({
        url,
        connections: 10,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              ...(nextPath ? { path: nextPath() } : {}),
              headers: { ...browserEncoding, ...asShopper() },
            }),
          },
        ],
      });
    log(`Warming ${url} up ...`);
    await run(3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpuBefore = serverCpuMs(server.pid);
    const result = await run(Number(values.seconds));
    const cpu = serverCpuMs(server.pid) - cpuBefore;
    log(
      `${result.requests.total} requests in ${values.seconds} s (${Math.round(result.requests.average)}/s, ` +
        `${result.non2xx + result.errors} not 200), ${((cpu / result.requests.total) * 1000).toFixed(0)} µs of CPU each ` +
        `(${result.throughput.average > 0 ? (result.throughput.total / result.requests.total / 1024).toFixed(1) : "?"} kB sent each)`,
    );
  } finally {
    await server.close();
  }
  summarise(JSON.parse(readFileSync(await waitForProfile(dir), "utf8")) as Profile);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
