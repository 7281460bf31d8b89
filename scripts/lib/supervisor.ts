// Keeps the production web server running: when it dies (out of memory, killed, a crash) it is
// started again after a pause that doubles while it keeps dying young, with a log line saying why.
// The database is not touched: it belongs to whoever opened it, not to the web server.
import type { ServerProcess } from "./process";

export interface SupervisorOptions {
  /** Starts the server; resolves once it answers, rejects if it cannot come up. */
  start: () => Promise<ServerProcess>;
  log: (line: string) => void;
  /** A server that ran this long before dying is restarted after the shortest pause again. */
  healthyAfterMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export interface Supervisor {
  /** SIGTERM to the server, which drains; resolves when it has exited. No restart follows. */
  stop: () => Promise<void>;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null, stderr: string[]): string {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  if (stderr.some((line) => /heap out of memory|Reached heap limit/i.test(line))) return `${how} (out of memory)`;
  const last = stderr.at(-1)?.trim();
  return last ? `${how}: ${last.slice(0, 300)}` : how;
}

const running = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Runs the first server (which must come up) and restarts every later death with back-off. */
export async function supervise(options: SupervisorOptions): Promise<Supervisor> {
  const { log, healthyAfterMs = 60_000, firstDelayMs = 1_000, maxDelayMs = 30_000 } = options;
  let stopping = false;
  let delay = firstDelayMs;
  let restartTimer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const later = () => {
    restartTimer = setTimeout(() => {
      restarting = restart();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  };

  const watch = (server: ServerProcess, startedAt: number) => {
    server.child.once("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= healthyAfterMs) delay = firstDelayMs;
      log(
        `The web server (pid ${server.child.pid}) ${describeExit(code, signal, server.stderrTail())}; starting it again in ${delay / 1000} s`,
      );
      later();
    });
  };

  let current = await options.start();
  watch(current, Date.now());

  async function restart(): Promise<void> {
    const startedAt = Date.now();
    try {
      current = await options.start();
    } catch (error) {
      if (stopping) return;
      log(
        `The web server did not come back: ${error instanceof Error ? error.message : String(error)}; trying again in ${delay / 1000} s`,
      );
      return later();
    }
    // A stop that came while it was starting ends it as soon as it is up (stop() waits for this).
    if (stopping) return;
    log(`The web server is back (pid ${current.child.pid})`);
    watch(current, startedAt);
  }

  return {
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      await restarting;
      if (!running(current)) return;
      const exited = new Promise<void>((resolve) => current.child.once("exit", () => resolve()));
      current.child.kill("SIGTERM");
      // The server drains for up to SHUTDOWN_TIMEOUT_MS; past that and a margin, it is ended.
      const killer = setTimeout(() => current.stop(), Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
