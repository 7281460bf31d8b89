import "server-only";
import { logger } from "../log";
import { env } from "../env";
import { redactedSmtpUrl, smtpSender } from "./mailer";
import { deliverDue, type DeliveryOptions } from "./outbox";

// One outbox worker per server process (instrumentation.ts, when SMTP_URL is set). It sleeps until
// the next poll or until wakeOutbox, called after a transaction that wrote messages commits;
// messages written on another instance are picked up at its next poll.

const log = (line: string) => logger().info({ component: "outbox" }, line);

export interface OutboxWorker {
  wake(): void;
  stop(): Promise<void>;
}

// Route handlers and instrumentation are separate bundles: the worker is found through globalThis.
const workerKey = Symbol.for("shop.outboxWorker");
const registry = globalThis as typeof globalThis & { [workerKey]?: OutboxWorker };

export function startOutboxWorker(options: DeliveryOptions & { pollMs?: number }): OutboxWorker {
  const { pollMs = 5_000, ...delivery } = options;
  let stopped = false;
  // A wake-up during a pass is kept: the next pass starts at once instead of after the poll.
  let woken = false;
  let endSleep: (() => void) | null = null;
  const wake = () => {
    woken = true;
    endSleep?.();
  };
  let failing = false;

  async function loop() {
    while (!stopped) {
      woken = false;
      try {
        const { sent, failed } = await deliverDue(delivery);
        if (failing) log("The outbox is reachable again.");
        failing = false;
        if (sent + failed > 0) log(`${sent} sent, ${failed} to retry.`);
        if (sent > 0 && failed === 0) continue; // there may be more due
      } catch (error) {
        if (!failing) log(`Cannot read the outbox (${(error as Error).message}); retrying.`);
        failing = true;
      }
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        endSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endSleep = null;
    }
  }

  const running = loop();
  const worker: OutboxWorker = {
    wake,
    async stop() {
      stopped = true;
      wake();
      await running;
      if (registry[workerKey] === worker) delete registry[workerKey];
    },
  };
  registry[workerKey] = worker;
  return worker;
}

/** Sends new messages now rather than at the next poll, when this process runs a worker. */
export function wakeOutbox(): void {
  registry[workerKey]?.wake();
}

export function startOutboxWorkerFromEnv(): void {
  if (registry[workerKey]) return;
  if (!env.SMTP_URL) {
    log("SMTP_URL is not set: messages wait in the outbox, listed in the admin.");
    return;
  }
  const sender = smtpSender(env.SMTP_URL, env.MAIL_FROM);
  startOutboxWorker({ send: sender.send });
  log(`Sending e-mail through ${redactedSmtpUrl(env.SMTP_URL)}.`);
}
