import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

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
    if (child && child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering.`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
}

const nextBin = require.resolve("next/dist/bin/next");

/**
 * The production server's JavaScript heap limit. Its live data is about 60 MB (with the
 * 10,000-product catalogue cached); on a machine with plenty of memory V8 otherwise lets the heap
 * grow to several hundred MB between full collections. 256 MB keeps the server well under 400 MB
 * of memory and leaves room for a 20,000-row product import. NODE_OPTIONS with its own
 * --max-old-space-size overrides it.
 */
const serverHeapMb = 256;

function nodeFlags(args: string[], env: NodeJS.ProcessEnv): string[] {
  if (args[0] !== "start" || env.NODE_OPTIONS?.includes("--max-old-space-size")) return [];
  return [`--max-old-space-size=${serverHeapMb}`];
}

/**
 * Starts `next <args>` as its own process group, so stopping it also stops the server process
 * Next.js forks; refuses to start when something already answers on the port.
 */
export async function startNext(args: string[], options: { env: NodeJS.ProcessEnv; port: string; quiet?: boolean }): Promise<{ child: ChildProcess; stop(): void }> {
  try {
    await fetch(`http://127.0.0.1:${options.port}/`);
    throw new Error(`Something already answers on port ${options.port}; stop it or choose another port.`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("Something already")) throw error;
  }
  const child = spawn(process.execPath, [...nodeFlags(args, options.env), nextBin, ...args, "-p", options.port], {
    stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
    env: options.env,
    detached: true,
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
  return { child, stop };
}
