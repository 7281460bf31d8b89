// Keeps the production web server running: when it dies (out of memory, killed, a crash) it is
// started again after a pause that doubles while it keeps dying young, with a log line saying why.
// The database is not touched: it belongs to whoever opened it, not to the web server.
import type { ChildProcess } from "node:child_process";

export interface SupervisorOptions {
  /** Starts the server; resolves once it answers, rejects if it cannot come up. */
  start(): Promise<ChildProcess>;
  log(line: string): void;
  /** A server that ran this long before dying is restarted after the shortest pause again. */
  healthyAfterMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export interface Supervisor {
  /** The server process running now (replaced on each restart). */
  current(): ChildProcess;
  /** SIGTERM to the server, which drains; resolves when it has exited. No restart follows. */
  stop(): Promise<void>;
}

/** The last lines a process wrote to stderr, to say why it died. */
function keepStderrTail(child: ChildProcess, lines = 30): () => string[] {
  const tail: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail.push(...chunk.toString().split("\n").filter((line) => line.trim() !== ""));
    tail.splice(0, Math.max(0, tail.length - lines));
  });
  return () => tail;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null, stderr: string[]): string {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  if (stderr.some((line) => /heap out of memory|Reached heap limit/i.test(line))) return `${how} (out of memory)`;
  const last = stderr.at(-1)?.trim();
  return last ? `${how}: ${last.slice(0, 300)}` : how;
}

/** Runs the first server (which must come up) and restarts every later death with back-off. */
export async function supervise(options: SupervisorOptions): Promise<Supervisor> {
  const { log, healthyAfterMs = 60_000, firstDelayMs = 1_000, maxDelayMs = 30_000 } = options;
  let stopping = false;
  let delay = firstDelayMs;
  let restartTimer: NodeJS.Timeout | undefined;

  const watch = (child: ChildProcess, startedAt: number) => {
    const stderr = keepStderrTail(child);
    child.once("exit", (code, signal) => {
      if (stopping) return;
      delay = Date.now() - startedAt >= healthyAfterMs ? firstDelayMs : delay;
      log(`The web server (pid ${child.pid}) ${describeExit(code, signal, stderr())}; starting it again in ${delay / 1000} s`);
      restartTimer = setTimeout(() => void restart(), delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };

  let child = await options.start();
  watch(child, Date.now());

  async function restart(): Promise<void> {
    if (stopping) return;
    const startedAt = Date.now();
    try {
      child = await options.start();
      log(`The web server is back (pid ${child.pid})`);
      watch(child, startedAt);
    } catch (error) {
      log(`The web server did not come back: ${error instanceof Error ? error.message : String(error)}; trying again in ${delay / 1000} s`);
      restartTimer = setTimeout(() => void restart(), delay);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }

  return {
    current: () => child,
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      // The server drains for up to SHUTDOWN_TIMEOUT_MS; past that and a margin, it is ended.
      const killer = setTimeout(() => child.kill("SIGKILL"), Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
