// When the shop tells its owner that something is wrong, and in what words: each kind of trouble,
// the time it must last before it counts, and how often one kind may be mailed. Pure: the server's
// watch (lib/server/alerts.ts) measures, this decides.

const minute = 60_000;

export const alertRules = {
  /** An e-mail waiting this long in the outbox means mail is not going out. */
  outboxLateMs: 30 * minute,
  /** The database or the cache not answering for this long. */
  degradedMs: 5 * minute,
  /** The disk of the uploads or of the database this full. */
  diskFullShare: 0.9,
  /** Orders failing (5xx) at this share of attempts or more, over the window, with at least `minFailures`. */
  orderFailures: { windowMs: 10 * minute, share: 0.2, minFailures: 5 },
  /** One e-mail per kind at most this often, from however many instances. */
  mailEveryMs: 60 * minute,
} as const;

export type AlertKind = "outbox" | "database" | "cache" | "disk" | "orders";

export interface Alert {
  kind: AlertKind;
  /** Since when (ISO) the trouble has lasted, as this instance saw it begin. */
  since: string;
  /** The figures, in the owner's words. */
  detail: string;
}

export const alertTitles: Record<AlertKind, string> = {
  outbox: "E-mails are not going out",
  database: "The database did not answer",
  cache: "The cache (Redis) is not answering",
  disk: "A disk is nearly full",
  orders: "Orders are failing",
};

export const alertAdvice: Record<AlertKind, string> = {
  outbox:
    "Customers are not getting their order e-mails. Check the mail server (SMTP_URL); /api/health shows the outbox.",
  database: "The shop could not show pages or take orders meanwhile. Check the database server.",
  cache: "The shop still works from the database, more slowly. Check Redis (REDIS_URL).",
  disk: "New pictures and orders will fail when it is full. Free space or grow the disk.",
  orders: "Shoppers pressing Place Order are getting errors. Check the logs for 'unhandled API error'.",
};

/** "45 seconds", "30 minutes", "3 hours": a wait in the owner's words. */
export function duration(ms: number): string {
  const [amount, unit] =
    ms < minute ? [ms / 1000, "second"] : ms < 120 * minute ? [ms / minute, "minute"] : [ms / (60 * minute), "hour"];
  const whole = Math.round(amount);
  return `${whole} ${unit}${whole === 1 ? "" : "s"}`;
}

/** What the watch measured once. */
export interface Measured {
  now: number;
  /** The oldest unsent e-mail's wait, or null without mail configured (messages wait by design then). */
  outboxOldestMs: number | null;
  /** The database's outage, going on (`until` null) or just ended and not told yet; null: none. */
  databaseOutage: { since: number; until: number | null } | null;
  /** Since when the cache has not answered (null: it answers). */
  cacheDownSince: number | null;
  /** Each watched disk's used share, by what it holds. */
  disks: { name: string; usedShare: number }[];
  /** Place Order over the window: attempts and failures (5xx). */
  orders: { attempts: number; failures: number };
}

export type AlertRules = typeof alertRules;

/** The alerts the measurements call for, each with its figures. */
export function alertsFor(measured: Measured, rules: AlertRules = alertRules): Alert[] {
  const at = (time: number) => new Date(time).toISOString();
  const alerts: Alert[] = [];
  if (measured.outboxOldestMs !== null && measured.outboxOldestMs >= rules.outboxLateMs)
    alerts.push({
      kind: "outbox",
      since: at(measured.now - measured.outboxOldestMs),
      detail: `The oldest e-mail has waited ${duration(measured.outboxOldestMs)} to be sent.`,
    });
  const outage = measured.databaseOutage;
  if (outage && (outage.until ?? measured.now) - outage.since >= rules.degradedMs)
    alerts.push({
      kind: "database",
      since: at(outage.since),
      detail:
        outage.until === null
          ? `Not answering for ${duration(measured.now - outage.since)}.`
          : `It did not answer for ${duration(outage.until - outage.since)}, until ${at(outage.until)}; it answers again.`,
    });
  if (measured.cacheDownSince !== null && measured.now - measured.cacheDownSince >= rules.degradedMs)
    alerts.push({
      kind: "cache",
      since: at(measured.cacheDownSince),
      detail: `Not answering for ${duration(measured.now - measured.cacheDownSince)}.`,
    });
  const full = measured.disks.filter((disk) => disk.usedShare >= rules.diskFullShare);
  if (full.length > 0)
    alerts.push({
      kind: "disk",
      since: at(measured.now),
      detail: full.map((disk) => `The disk of ${disk.name} is ${Math.round(disk.usedShare * 100)}% full.`).join(" "),
    });
  const { attempts, failures } = measured.orders;
  if (failures >= rules.orderFailures.minFailures && failures / attempts >= rules.orderFailures.share)
    alerts.push({
      kind: "orders",
      since: at(measured.now - rules.orderFailures.windowMs),
      detail: `${failures} of ${attempts} attempts to place an order failed in the last ${duration(rules.orderFailures.windowMs)}.`,
    });
  return alerts;
}
