// What every fault of bench:resilience measures the same way: requests timed from shoppers of their
// own (each from a loopback address of its own, as the shop's per-client limits count shoppers), orders
// whose confirmation is checked against the database, how long after the fault the pages are fast
// again, and one summary line. Measured, never asserted: the same script gives the figures before
// and after a fix.
import type { PrismaClient } from "../../lib/server/prisma-client";
import { send, statusCounts, type Answer, type SendOptions } from "../lib/loopback-client";
import { randomPhone } from "../lib/shoppers";

export const log = (line: string) => console.log(`[resilience] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request that gets no answer this long (nothing at all arrives) counts as a timeout, status 0. */
export const requestTimeoutMs = 15_000;
/** A page answers "fast" under this. */
export const fastMs = 1_000;

let shoppers = 0;
/** A loopback address no other request of the run came from (127.0.100.1 onwards). */
export function nextShopper(): string {
  shoppers += 1;
  return `127.0.${100 + Math.floor(shoppers / 250)}.${1 + (shoppers % 250)}`;
}

export interface Timed extends Answer {
  path: string;
  startedAt: number;
  endedAt: number;
}

/** One request from a shopper of its own, timed; status 0 when no answer came within `requestTimeoutMs`. */
export async function request(base: string, path: string, options: Partial<SendOptions> = {}): Promise<Timed> {
  const startedAt = Date.now();
  const answer = await send(base, path, { from: nextShopper(), timeoutMs: requestTimeoutMs, ...options });
  return { ...answer, ms: Math.round(answer.ms), path, startedAt, endedAt: Date.now() };
}

/** A multipart form posted as the admin (from this machine's own address), timed like `request`. */
export async function submitForm(base: string, path: string, form: FormData, token: string): Promise<Timed> {
  const startedAt = Date.now();
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = undefined;
    }
    const ms = Math.round(performance.now() - started);
    return { status: response.status, headers: {}, text, json, ms, path, startedAt, endedAt: Date.now() };
  } catch {
    const ms = Math.round(performance.now() - started);
    return { status: 0, headers: {}, text: "", json: undefined, ms, path, startedAt, endedAt: Date.now() };
  }
}

/** What a page said: its title, or the start of a JSON answer. */
export function gist(answer: Timed): string {
  const title = /<title>([^<]*)<\/title>/.exec(answer.text)?.[1];
  return (title ?? answer.text.slice(0, 120)).replace(/\s+/g, " ").trim();
}

/** The first answer of each status, in a few words: a stale page, a 'we'll be back' page, a bare error. */
export function firstOfEachStatus(answers: Timed[]): Record<number, string> {
  const seen: Record<number, string> = {};
  for (const answer of answers) seen[answer.status] ??= `${answer.path}: ${gist(answer)}`;
  return seen;
}

/** The answer with the ids in its path replaced by what they stand for, so that runs on different databases compare. */
export const named = <T extends Timed>(answer: T, names: Record<string, string>): T => ({
  ...answer,
  path: Object.entries(names).reduce((path, [id, name]) => path.replaceAll(id, name), answer.path),
});

export interface OrderAttempt extends Timed {
  transactionId: string;
  /** Answered 200 with success: the shopper was told the order is placed. */
  confirmed: boolean;
}

let orderCount = 0;
/** A 250 g pack of `productId`, ordered by a new shopper with a phone of their own. */
export async function placeOrder(base: string, productId: string, prefix: string): Promise<OrderAttempt> {
  orderCount += 1;
  const transactionId = `${prefix}-${Date.now()}-${orderCount}`;
  const answer = await request(base, "/api/order/create-order", {
    body: {
      allProduct: [{ id: productId, weight: "250g", quantity: 1 }],
      transactionId,
      address: "House 1, Street 2, F-7",
      city: "Islamabad",
      phone: randomPhone(),
      customerInfo: { fullName: "Resilience Buyer" },
    },
  });
  return { ...answer, transactionId, confirmed: answer.status === 200 && answer.json?.success === true };
}

export interface OrderFigures {
  tried: number;
  confirmed: number;
  stored: number;
  /** Confirmed to the shopper but not in the database. Must be 0. */
  lost: number;
  /** In the database although the shopper was told it failed (or got no answer). */
  storedUnconfirmed: number;
}

export async function orderFigures(db: PrismaClient, attempts: OrderAttempt[]): Promise<OrderFigures> {
  const stored = new Set(
    (
      await db.order.findMany({
        where: { transactionId: { in: attempts.map((attempt) => attempt.transactionId) } },
        select: { transactionId: true },
      })
    ).map((order) => order.transactionId),
  );
  const confirmed = attempts.filter((attempt) => attempt.confirmed);
  return {
    tried: attempts.length,
    confirmed: confirmed.length,
    stored: stored.size,
    lost: confirmed.filter((attempt) => !stored.has(attempt.transactionId)).length,
    storedUnconfirmed: attempts.filter((attempt) => !attempt.confirmed && stored.has(attempt.transactionId)).length,
  };
}

/** The requests that were waiting for their answer at some moment between `from` and `to`. */
export const inFlightBetween = (answers: Timed[], from: number, to: number) =>
  answers.filter((answer) => answer.startedAt < to && answer.endedAt > from);

export interface FaultFigures {
  /** The slowest answer among the requests in flight during the fault (a timeout counts as what it waited). */
  slowestMs: number;
  slowestPath: string | null;
  /** Its status: 0 when it got no answer at all. */
  slowestStatus: number | null;
  /** Those requests by status; 0 is no answer within `requestTimeoutMs` (or a broken connection). */
  statuses: Record<number, number>;
  /** Those requests by path and status. */
  byPath: Record<string, Record<number, number>>;
  /** From the end of the fault until every page answered 200 under `fastMs`; null when it never did. */
  recoveredMs: number | null;
  orders: OrderFigures;
}

export function faultFigures(during: Timed[], recoveredMs: number | null, orders: OrderFigures): FaultFigures {
  const slowest = during.reduce<Timed | null>(
    (worst, answer) => (!worst || answer.ms > worst.ms ? answer : worst),
    null,
  );
  const paths = [...new Set(during.map((answer) => answer.path))];
  return {
    slowestMs: slowest?.ms ?? 0,
    slowestPath: slowest?.path ?? null,
    slowestStatus: slowest?.status ?? null,
    statuses: statusCounts(during),
    byPath: Object.fromEntries(
      paths.map((path) => [path, statusCounts(during.filter((answer) => answer.path === path))]),
    ),
    recoveredMs,
    orders,
  };
}

export const describeStatuses = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status === "0" ? "no answer" : status} ×${count}`)
    .join(", ") || "none";

/** The line the run ends with for one fault. */
export function summaryLine(name: string, figures: FaultFigures, more = "", recovery = "every page fast"): string {
  const slowest =
    figures.slowestPath === null
      ? "no request"
      : `slowest ${figures.slowestMs} ms (${figures.slowestPath}, ${figures.slowestStatus ? `answered ${figures.slowestStatus}` : "no answer"})`;
  const recovered =
    figures.recoveredMs === null
      ? `never ${recovery} again (gave up)`
      : `${recovery} again ${figures.recoveredMs} ms after it ended`;
  const { orders } = figures;
  return (
    `${name}: ${slowest}; answers during it: ${describeStatuses(figures.statuses)}; ${recovered}; ` +
    `orders lost ${orders.lost} (${orders.confirmed} of ${orders.tried} confirmed, ${orders.stored} stored)${more}`
  );
}

/**
 * Milliseconds from `since` until every target answers 200 in under `fastMs` in one round (all at
 * once), or null after `withinMs`.
 */
export async function untilFast(
  targets: { base: string; path: string }[],
  since: number,
  withinMs = 60_000,
): Promise<number | null> {
  while (Date.now() - since < withinMs) {
    const round = await Promise.all(targets.map(({ base, path }) => request(base, path, { timeoutMs: 5_000 })));
    if (round.every((answer) => answer.status === 200 && answer.ms < fastMs)) return Date.now() - since;
    await sleep(200);
  }
  return null;
}

/** Runs `step` again and again until `done()` (checked before each run). */
export async function repeatUntil(done: () => boolean, step: () => Promise<void>): Promise<void> {
  while (!done()) await step();
}

/** One fault's figures, under its key in the results file, and its summary line. */
export interface Scenario {
  key: string;
  figures: object;
  summary: string;
}
