// The shop's one logger (pino): a JSON line per request and per business event on standard output,
// for whatever collects it (journald, Docker, a log shipper); readable lines instead when it runs in
// a terminal. No "server-only": the production server (server/main.ts) and the app share it, through
// globalThis, as they share lib/app-server.ts. What must never be logged (passwords, tokens, phone
// numbers, order keys, e-mail addresses) is censored by key wherever it appears in a record.
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { requestContexts } from "../app-server";

export type { Logger } from "pino";

/** Keys whose values never reach a log, at the top of a record or one level down. */
export const hiddenKeys = ["password", "token", "phone", "key", "email", "cookie", "authorization", "secret"];

const loggerKey = Symbol.for("margalla.logger");

function destination(): DestinationStream {
  const format = process.env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json");
  if (format === "pretty") return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  return pino.destination({ dest: 1, sync: false });
}

/** A logger writing to `stream` (tests read the lines back), by the shop's rules. */
export function createLogger(stream: DestinationStream, level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: hiddenKeys.flatMap((key) => [key, `*.${key}`]), censor: "[hidden]" },
    },
    stream,
  );
}

export function logger(): Logger {
  const holder = globalThis as { [loggerKey]?: Logger };
  return (holder[loggerKey] ??= createLogger(destination()));
}

/** Replaces the process's logger (tests). */
export function replaceLogger(replacement: Logger): void {
  (globalThis as { [loggerKey]?: Logger })[loggerKey] = replacement;
}

/** A business event: `order.placed`, `order.status`, `import.run`, `outbox.failed`, with what identifies it. */
export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  const reqId = requestContexts().getStore()?.id;
  logger().info({ event, ...(reqId ? { reqId } : {}), ...fields }, event);
}
