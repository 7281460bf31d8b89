import "server-only";
import { logger } from "./log";
import { databaseWatchKey, type DatabaseWatch } from "@/lib/app-server";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "./database-errors";

// What the process knows about its database: an outage is noticed from a failure and ends when a
// check is answered. While it lasts, pages come from their last good copy (cache-store.mjs) or are
// "we'll be back" (server/outage-page.ts). Kept on globalThis: the route bundles, instrumentation
// and the cache handler each load their own copy of the modules.

const log = (line: string) => logger().info({ component: "database" }, line);

/** How long a check waits for `SELECT 1` before it counts the database as away. */
export const databaseCheckMs = 1_000;
export const databaseRecheckMs = 1_000;

interface WatchState extends DatabaseWatch {
  checkNow(): Promise<boolean>;
  markDown(reason: string): void;
  markUp(): void;
}

let pendingQuery: Promise<boolean> | null = null;

/**
 * A question still waiting (a frozen server holds it until the statement timeout) is waited on
 * again rather than asked twice, so checks never take more than one connection.
 */
async function selectOne(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), databaseCheckMs)));
  try {
    // Imported here: what reports an outage (the API's error answers) need not open the database.
    const { db } = await import("./db");
    pendingQuery ??= db.$queryRaw`SELECT 1`
      .then(
        () => true,
        () => false,
      )
      .finally(() => (pendingQuery = null));
    return await Promise.race([pendingQuery, timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// The state lives in the closure, not on the registered object: only its methods are shared.
// No timer runs: during an outage the requests that ask start a check, at most one a second.
function createWatch(): WatchState {
  let downSince: number | null = null;
  let lastCheckAt = 0;
  let check: Promise<boolean> | null = null;

  const watch: WatchState = {
    isDown: () => downSince !== null,
    answers() {
      if (downSince === null) return watch.checkNow();
      if (Date.now() - lastCheckAt >= databaseRecheckMs) void watch.checkNow();
      return Promise.resolve(false);
    },
    checkNow() {
      lastCheckAt = Date.now();
      return (check ??= selectOne().then((answered) => {
        check = null;
        if (answered) watch.markUp();
        else watch.markDown("it did not answer a check within a second");
        return answered;
      }));
    },
    markDown(reason) {
      if (downSince !== null) return;
      downSince = Date.now();
      log(`not answering (${reason}): pages come from their last good copy where there is one.`);
    },
    markUp() {
      if (downSince === null) return;
      log(`answers again after ${((Date.now() - downSince) / 1000).toFixed(1)} s.`);
      downSince = null;
    },
  };
  return watch;
}

const registry = globalThis as { [databaseWatchKey]?: WatchState };

export function watchDatabase(): WatchState {
  return (registry[databaseWatchKey] ??= createWatch());
}

/** Answers whether the error means the database is away (reported at most every 10 s). */
export function noticeDatabaseOutage(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  reportDatabaseUnavailable(error);
  watchDatabase().markDown(error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error));
  return true;
}
