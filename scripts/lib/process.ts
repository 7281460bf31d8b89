import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}

/** Exit code of a command run with inherited output. */
export function runForExitCode(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`The server exited with ${child.signalCode ?? `code ${child.exitCode}`} before answering.`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
}

const root = path.resolve(__dirname, "../..");
const nextBin = require.resolve("next/dist/bin/next");
/**
 * server/main.ts as `npm run build` bundles it (run as plain JavaScript: a TypeScript loader in the server process
 * slows every page).
 */
const productionServer = path.join(root, ".next", "shop-server.js");

/**
 * The production server's JavaScript heap limit. Its live data is about 60 MB (with the
 * 10,000-product catalogue cached); on a machine with plenty of memory V8 otherwise lets the heap
 * grow to several hundred MB between full collections. 256 MB keeps the server well under 400 MB
 * of memory and leaves room for a 20,000-row product import. NODE_OPTIONS with its own
 * --max-old-space-size overrides it. (`npm run serve`, for running it without npm start, passes
 * the same limit.)
 */
const serverHeapMb = 256;

/**
 * glibc's malloc arenas for the server: 2 instead of one per thread up to 8 per core. The memory
 * that zlib, TLS and Buffers free stays reserved in each thread's arena, which held about 100 MB
 * of resident memory after `npm run bench` (498 MB with the default, 395 MB with 2; the pages'
 * timings the same). MALLOC_ARENA_MAX in the environment overrides it; `npm run serve`, the
 * Dockerfile and the systemd unit in docs/operations.md set the same.
 */
const mallocArenas = "2";

export interface ServerProcess {
  child: ChildProcess;
  stop: () => void;
  /** The last lines it wrote to stderr (its own reason, when it dies). */
  stderrTail: () => string[];
  /** What it wrote to stdout, when started with `captureOutput` (the last 1,000 lines). */
  outputLines: () => string[];
}

async function assertPortFree(port: string): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
  } catch {
    return;
  }
  throw new Error(`Something already answers on port ${port}; stop it or choose another port.`);
}

/**
 * Starts a command as its own process group, so stopping it also stops anything it forked. Its
 * stderr is passed on as it comes, and its last lines kept.
 */
function spawnGroup(args: string[], env: NodeJS.ProcessEnv, stdout: "inherit" | "ignore" | "pipe"): ServerProcess {
  const child = spawn(process.execPath, args, { stdio: ["ignore", stdout, "pipe"], env, cwd: root, detached: true });
  const tail: string[] = [];
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    output.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => line.trim() !== ""),
    );
    output.splice(0, Math.max(0, output.length - 1000));
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => line.trim() !== ""),
    );
    tail.splice(0, Math.max(0, tail.length - 30));
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  return { child, stop, stderrTail: () => tail, outputLines: () => output };
}

/** Starts the production server (server/main.ts, built) on `port`, and resolves once it answers. */
export async function startServer(options: {
  env: NodeJS.ProcessEnv;
  port: string;
  host?: string;
  quiet?: boolean;
  /** Keep what it writes to stdout (ServerProcess.outputLines) instead of passing it on. */
  captureOutput?: boolean;
  /** More options for node (`--cpu-prof`, which NODE_OPTIONS may not carry). */
  nodeOptions?: string[];
}): Promise<ServerProcess> {
  await assertPortFree(options.port);
  const heap = options.env.NODE_OPTIONS?.includes("--max-old-space-size")
    ? []
    : [`--max-old-space-size=${serverHeapMb}`];
  const env = {
    MALLOC_ARENA_MAX: mallocArenas,
    ...options.env,
    PORT: options.port,
    ...(options.host ? { HOST: options.host } : {}),
  };
  const server = spawnGroup(
    [...heap, ...(options.nodeOptions ?? []), productionServer],
    env,
    options.captureOutput ? "pipe" : options.quiet ? "ignore" : "inherit",
  );
  try {
    await waitForHttp(`http://127.0.0.1:${options.port}/api/health`, 60_000, server.child);
  } catch (error) {
    server.stop();
    const reason = server.stderrTail().at(-1);
    throw new Error(`${error instanceof Error ? error.message : String(error)}${reason ? ` It said: ${reason}` : ""}`);
  }
  return server;
}

/** Stops a server (SIGTERM to its process group, which drains) and resolves once it has exited. */
export async function stopAndWait(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.stop();
  await exited;
}

/** `next dev` on `port`, for npm run dev. */
export async function startDevServer(options: { env: NodeJS.ProcessEnv; port: string }): Promise<ServerProcess> {
  await assertPortFree(options.port);
  return spawnGroup([nextBin, "dev", "-p", options.port], options.env, "inherit");
}
