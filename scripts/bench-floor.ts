// What Next.js itself costs a render on this machine (issue 37): `npm run bench:floor [-- --seconds 10]`.
// Builds an app with nothing of the shop in it (a root layout and a one-line page, in a temporary
// folder, with this project's next and react), starts it with `next start` as the shop's server is
// started (the same heap and malloc arenas) and measures two pages the way `npm run bench`
// measures the shop's uncached ones, each request asking for what nobody asked for before: one
// rendered for every request, and one rendered on its first visit and kept (as the shop's product
// pages are). Prints the server's CPU time per request, the most requests a second 10 connections
// get and p50/p95 at a fixed rate: the least a render costs here, under every page of the shop.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { serverCpuMs } from "./lib/bench-server";
import { fixedRate, settle, throughput, type LoadTarget } from "./lib/load";
import { run, waitForHttp } from "./lib/process";

const log = (line: string) => console.log(`[floor] ${line}`);
const root = path.resolve(__dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

const app: Record<string, string> = {
  "package.json": JSON.stringify({ private: true }),
  // Turbopack builds only what lies inside its root, and node_modules is this project's, linked.
  "next.config.mjs": `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/" };`,
  "app/layout.jsx": `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}`,
  "app/per-request/[id]/page.jsx": `export const dynamic = "force-dynamic";
export default async function Page({ params }) {
  return <p>{(await params).id}</p>;
}`,
  "app/kept/[id]/page.jsx": `export const revalidate = 300;
export function generateStaticParams() {
  return [];
}
export default async function Page({ params }) {
  return <p>{(await params).id}</p>;
}`,
};

function writeApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "next-floor-"));
  for (const [file, text] of Object.entries(app)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: "10" },
      rate: { type: "string", default: "20" },
      port: { type: "string", default: "3320" },
    },
  });
  const seconds = Number(values.seconds);
  const dir = writeApp();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    MALLOC_ARENA_MAX: "2",
  };
  log(`Building the bare app in ${dir} ...`);
  await run(process.execPath, [nextBin, "build"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
  const server = spawn(
    process.execPath,
    ["--max-old-space-size=256", nextBin, "start", "--port", values.port, "--hostname", "127.0.0.1"],
    { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const base = `http://127.0.0.1:${values.port}`;
  let page = 0;
  const each = (prefix: string) => () => `${prefix}/${(page += 1)}`;
  const targets: (LoadTarget & { name: string })[] = [
    {
      name: "rendered per request",
      path: "/per-request/<n>",
      nextPath: each("/per-request"),
      rate: Number(values.rate),
    },
    { name: "first visit, then kept", path: "/kept/<n>", nextPath: each("/kept"), rate: Number(values.rate) },
  ];
  try {
    await waitForHttp(`${base}/per-request/0`, 60_000, server);
    const rows: string[] = [];
    for (const target of targets) {
      log(`Measuring ${target.name} (${target.path}) ...`);
      await throughput(base, target, 3);
      await settle();
      const cpuBefore = serverCpuMs(server.pid!);
      const speed = await throughput(base, target, seconds);
      const cpuPerRequest = (serverCpuMs(server.pid!) - cpuBefore) / (speed.rps * seconds);
      await settle();
      const steady = await fixedRate(base, target, seconds);
      rows.push(
        `${target.name.padEnd(24)} ${cpuPerRequest.toFixed(1).padStart(8)} ms ${String(speed.rps).padStart(8)}/s | ${String(steady.rate).padStart(4)}/s ${String(steady.p50).padStart(6)} ${String(steady.p95).padStart(6)} ${String(speed.errors + steady.errors).padStart(4)}`,
      );
    }
    console.log("");
    console.log("page                       CPU each    10 conn. | rate      p50    p95  err");
    for (const row of rows) console.log(row);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[floor] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
