import "server-only";
import { statfs } from "node:fs/promises";
import { escape } from "html-escaper";
import { alertAdvice, alertRules, alertsFor, alertTitles, type Alert, type Measured } from "@/lib/domain/alerts";
import { cacheHealth } from "./cache/cache-store.mjs";
import { watchDatabase } from "./database-watch";
import { db } from "./db";
import { env } from "./env";
import { logEvent } from "./log";
import { metrics } from "./metrics";
import { readOutboxBacklog } from "./metrics-database";
import { enqueue } from "./outbox/outbox";
import { wakeOutbox } from "./outbox/worker";

// The owner hears of trouble before customers call: every instance looks each ALERT_CHECK_MS (a
// minute), decides with lib/domain/alerts.ts, shows what is wrong on the admin dashboard, and mails
// SHOP_ORDER_EMAIL through the shop's own outbox, at most once an hour per kind from however many
// instances (the message's dedupe key is the kind and the hour). Mail about a database that did
// not answer goes once it answers again; mail about mail that does not go out goes once it does.

interface WatchState {
  active: Alert[];
  databaseOutage: Measured["databaseOutage"];
  cacheDownSince: number | null;
  /** Place Order's answers so far (attempts, failures), sampled at each look, for the window. */
  orderSamples: { at: number; attempts: number; failures: number }[];
}

const stateKey = Symbol.for("margalla.alerts");

function watchState(): WatchState {
  const holder = globalThis as { [stateKey]?: WatchState };
  return (holder[stateKey] ??= { active: [], databaseOutage: null, cacheDownSince: null, orderSamples: [] });
}

/** What this instance sees wrong now (the dashboard's banner). */
export function activeAlerts(): Alert[] {
  return watchState().active;
}

const rules = () => ({ ...alertRules, outboxLateMs: env.ALERT_OUTBOX_LATE_MS ?? alertRules.outboxLateMs });

async function usedShare(path: string): Promise<number | null> {
  try {
    const disk = await statfs(path);
    return disk.blocks > 0 ? 1 - disk.bavail / disk.blocks : null;
  } catch {
    return null;
  }
}

/** The disks of the uploads and, when it is on this machine and may be asked, of the database. */
async function diskShares(databaseAnswers: boolean): Promise<Measured["disks"]> {
  const disks: Measured["disks"] = [];
  if (!process.env.UPLOADTHING_TOKEN) {
    const uploads = await usedShare(env.UPLOAD_DIR);
    if (uploads !== null) disks.push({ name: "the uploads", usedShare: uploads });
  }
  if (databaseAnswers) {
    const [row] = await db.$queryRaw<{ dir: string }[]>`SELECT current_setting('data_directory', true) AS dir`.catch(
      () => [],
    );
    const database = row?.dir ? await usedShare(row.dir) : null;
    if (database !== null) disks.push({ name: "the database", usedShare: database });
  }
  return disks;
}

/** Place Order's attempts and failures over the window, from this instance's request counts. */
async function orderOutcomes(now: number): Promise<Measured["orders"]> {
  const { values } = await metrics().requests.get();
  const placeOrder = values.filter((value) => value.labels.route === "/api/order/create-order");
  const current = {
    at: now,
    attempts: placeOrder.reduce((sum, value) => sum + value.value, 0),
    failures: placeOrder
      .filter((value) => Number(value.labels.status) >= 500)
      .reduce((sum, value) => sum + value.value, 0),
  };
  const state = watchState();
  state.orderSamples = [
    ...state.orderSamples.filter((sample) => now - sample.at <= alertRules.orderFailures.windowMs),
    current,
  ];
  const [first = current] = state.orderSamples;
  return { attempts: current.attempts - first.attempts, failures: current.failures - first.failures };
}

function alertMail(alert: Alert, now: number) {
  const title = alertTitles[alert.kind];
  const lines = [alert.detail, alertAdvice[alert.kind], `Since ${alert.since}.`];
  const dashboard = new URL("/admin/dashboard", env.SITE_URL).toString();
  return {
    to: env.SHOP_ORDER_EMAIL!,
    subject: `Shop alert: ${title}`,
    text: [title, "", ...lines, "", `Dashboard: ${dashboard}`].join("\n"),
    html: `<h1>${escape(title)}</h1>${lines.map((line) => `<p>${escape(line)}</p>`).join("")}<p><a href="${escape(dashboard)}">Open the dashboard</a></p>`,
    topic: "alert",
    orderId: null,
    dedupeKey: `alert:${alert.kind}:${Math.floor(now / alertRules.mailEveryMs)}`,
  };
}

/** One look: measures, decides, shows, and mails what is new this hour. */
export async function watchOnce(now = Date.now()): Promise<Alert[]> {
  const state = watchState();
  const databaseAnswers = await watchDatabase().checkNow();
  if (!databaseAnswers) state.databaseOutage ??= { since: now, until: null };
  else if (state.databaseOutage && state.databaseOutage.until === null) state.databaseOutage.until = now;
  const cache = await cacheHealth();
  state.cacheDownSince = cache.state === "ok" ? null : (state.cacheDownSince ?? now);
  const outbox = databaseAnswers && env.SMTP_URL ? await readOutboxBacklog() : null;
  const alerts = alertsFor(
    {
      now,
      outboxOldestMs: outbox ? outbox.oldestSeconds * 1000 : null,
      databaseOutage: state.databaseOutage,
      cacheDownSince: state.cacheDownSince,
      disks: await diskShares(databaseAnswers),
      orders: await orderOutcomes(now),
    },
    rules(),
  );
  state.active = alerts.filter((alert) => alert.kind !== "database" || state.databaseOutage?.until === null);
  if (!databaseAnswers) return alerts;
  if (state.databaseOutage?.until != null) state.databaseOutage = null;
  if (alerts.length > 0 && env.SHOP_ORDER_EMAIL) {
    await db.$transaction((tx) =>
      enqueue(
        tx,
        alerts.map((alert) => alertMail(alert, now)),
      ),
    );
    wakeOutbox();
  }
  for (const alert of alerts) logEvent("alert", { kind: alert.kind, detail: alert.detail });
  return alerts;
}

const workerKey = Symbol.for("shop.alertWatch");

export function startAlertWatch(everyMs = env.ALERT_CHECK_MS): void {
  const holder = globalThis as { [workerKey]?: NodeJS.Timeout };
  if (holder[workerKey]) return;
  const look = () => void watchOnce().catch(() => undefined);
  holder[workerKey] = setInterval(look, everyMs);
  holder[workerKey].unref();
}
