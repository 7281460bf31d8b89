// The attacks of the hostile review (issue 31) against a running shop, each from loopback addresses
// of its own (127.0.<block>.x: the server sees each as another client network), reporting what the
// attacker got and what other shoppers saw meanwhile. e2e/abuse.spec.ts holds the outcomes to the
// rules on the demo catalogue; `npm run bench:abuse` prints them at 10,000 products.
import { randomBytes } from "node:crypto";
import { connectionLimits, orderLimits } from "../../lib/domain/limits";
import { networkAllowance, perProductLimit, smallestPack, wholePacks } from "../../lib/domain/order-limits";
import { deliveryCharge, isWeight, packPrice } from "../../lib/domain/pricing";
import type { LegacyProduct } from "../../lib/contract/catalog";
import { demoAccounts } from "../../prisma/seed/demo-accounts";
import { percentile, send, statusCounts, trickle, type Answer } from "./loopback-client";
import { randomPhone } from "./shoppers";

export interface AttackContext {
  base: string;
  /** The third octet of this attack's addresses: no other attack uses it. */
  block: number;
  /** Reads the shop's database. */
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
}

const at = (context: AttackContext, host: number) => `127.0.${context.block}.${host}`;

/** A guest's checkout of the lines, as the shop's checkout page posts it. */
export function guestOrder(
  lines: { id: string; weight?: string; quantity: number }[],
  contact: { phone?: string; fullName?: string; email?: string } = {},
) {
  return {
    allProduct: lines,
    transactionId: `TXN-ABUSE-${randomBytes(8).toString("hex")}`,
    address: "House 9, Street 4, G-9/1",
    city: "Islamabad",
    phone: contact.phone ?? randomPhone(),
    customerInfo: { fullName: contact.fullName ?? "Guest Shopper", email: contact.email ?? "" },
    paymentMethod: "COD",
  };
}

/** Every product a shopper sees, with its stock, through the legacy all-product call. */
async function shelf(context: AttackContext): Promise<LegacyProduct[]> {
  const answer = await send(context.base, "/api/product/all-product", { from: at(context, 250), timeoutMs: 120_000 });
  return (answer.json as { Products: LegacyProduct[] }).Products;
}

const buyable = (products: LegacyProduct[]) =>
  products.filter((product) => product.pQuantity >= smallestPack(product.hasWeightSelection));

/** Lines asking for `amount` of a product in as few packs as its sizes allow. */
function linesFor(product: LegacyProduct, amount: number) {
  if (!product.hasWeightSelection) return [{ id: product._id, quantity: Math.round(amount) }];
  const kilos = Math.floor(amount);
  const quarters = Math.round((amount - kilos) / 0.25);
  return [
    ...(kilos > 0 ? [{ id: product._id, weight: "1kg", quantity: kilos }] : []),
    ...(quarters > 0 ? [{ id: product._id, weight: "250g", quantity: quarters }] : []),
  ];
}

const total = (products: LegacyProduct[]) => products.reduce((sum, product) => sum + product.pQuantity, 0);

/** What lines of one product cost, after its offer. */
function cost(product: LegacyProduct, lines: ReturnType<typeof linesFor>): number {
  const priced = { price: product.pPrice, offer: product.pOffer, hasWeightSelection: product.hasWeightSelection };
  return lines.reduce((sum, line) => {
    const weight = "weight" in line && isWeight(line.weight) ? line.weight : null;
    return sum + packPrice(priced, weight).discounted * line.quantity;
  }, 0);
}

export interface HoardReport {
  buyableBefore: number;
  buyableAfter: number;
  stockBefore: number;
  stockAfter: number;
  /** The review's order: every product, min(50, stock) packs of 1 kg, in one order. */
  naive: { status: number; error: unknown };
  /** Orders that ask, each time, for all that the limits would let this network hold. */
  placed: number;
  /** Of those, the orders placed as greedy as they came: all they could carry, with no regard to limits. */
  greedyPlaced: number;
  refused: Record<string, number>;
  /** Orders not sent: the limits left the network nothing more to ask for. */
  skipped: number;
  honest: { status: number; success: boolean; error: unknown };
}

interface Plan {
  lines: { id: string; weight?: string; quantity: number }[];
  /** What the lines take of each product. */
  taken: Map<string, number>;
}

/** Lines of as many products as `amountOf` names, in order, at most 100 of them. */
function plan(products: LegacyProduct[], amountOf: (product: LegacyProduct) => number): Plan {
  const lines: Plan["lines"] = [];
  const taken = new Map<string, number>();
  // A product takes at most two lines (1 kg packs and 250 g ones): ask only while two fit.
  for (const product of products) {
    if (lines.length + 2 > 100) break;
    const amount = amountOf(product);
    const wanted = linesFor(product, amount);
    if (amount <= 0) continue;
    lines.push(...wanted);
    taken.set(product._id, amount);
  }
  return { lines, taken };
}

/** 50 packs of 1 kg (or 50 pieces) of each product, or all there is. */
const greedyPlan = (products: LegacyProduct[]) =>
  plan(products, (product) => wholePacks(Math.min(50, product.pQuantity), product.hasWeightSelection));

/** Of each product what the network may still hold, within what its orders may still come to. */
function limitedPlan(products: LegacyProduct[], mine: Map<string, number>, value: number): Plan {
  // Less a delivery charge.
  let budget = value - deliveryCharge;
  return plan(products, (product) => {
    const { hasWeightSelection } = product;
    const holding = mine.get(product._id) ?? 0;
    const room = networkAllowance(product.pQuantity, holding, hasWeightSelection) - holding;
    let amount = wholePacks(Math.min(room, perProductLimit(hasWeightSelection), product.pQuantity), hasWeightSelection);
    while (amount > 0 && cost(product, linesFor(product, amount)) > budget) amount -= smallestPack(hasWeightSelection);
    budget -= amount > 0 ? cost(product, linesFor(product, amount)) : 0;
    return amount;
  });
}

/**
 * Stock hoarding: `orders` guest orders from `attackers` networks (any phones), each asking for all
 * the limits would let its network hold of the products with the least stock (100 lines at most,
 * what the network already holds and has spent counted); then one honest order from another network.
 */
export async function hoardStock(context: AttackContext, { attackers = 5, orders = 15 } = {}): Promise<HoardReport> {
  const start = await shelf(context);
  const naive = await send(context.base, "/api/order/create-order", {
    from: at(context, 1),
    body: guestOrder(
      buyable(start).map((product) => ({
        id: product._id,
        ...(product.hasWeightSelection ? { weight: "1kg" } : {}),
        quantity: Math.max(1, Math.min(50, Math.floor(product.pQuantity))),
      })),
    ),
  });
  const held = new Map<string, Map<string, number>>();
  const spent = new Map<string, number>();
  const answers: Answer[] = [];
  let greedyPlaced = 0;
  for (let index = 0; index < orders; index += 1) {
    const attacker = at(context, 1 + (index % attackers));
    const mine = held.get(attacker) ?? new Map<string, number>();
    const products = buyable(await shelf(context)).sort((a, b) => a.pQuantity - b.pQuantity);
    // First all it can carry (the products with the least stock, 50 packs of each, 100 lines);
    // when that is refused, all that the limits would let this network hold.
    const plans = [
      greedyPlan(products),
      limitedPlan(products, mine, orderLimits.awaitingValue - (spent.get(attacker) ?? 0)),
    ];
    for (const [attempt, plan] of plans.entries()) {
      if (plan.lines.length === 0) continue;
      const answer = await send(context.base, "/api/order/create-order", {
        from: attacker,
        body: guestOrder(plan.lines),
      });
      if (answer.json?.success !== true && attempt < plans.length - 1) continue;
      answers.push(answer);
      if (answer.json?.success === true) {
        if (attempt === 0) greedyPlaced += 1;
        for (const [id, amount] of plan.taken) mine.set(id, (mine.get(id) ?? 0) + amount);
        held.set(attacker, mine);
        spent.set(
          attacker,
          (spent.get(attacker) ?? 0) + Number((answer.json.order as { amount?: number }).amount ?? 0),
        );
      }
      break;
    }
  }
  const end = await shelf(context);
  const [first, second] = buyable(end).sort((a, b) => b.pQuantity - a.pQuantity);
  const honest = await send(context.base, "/api/order/create-order", {
    from: at(context, 200),
    body: guestOrder([...linesFor(first!, smallestPack(first!.hasWeightSelection)), ...linesFor(second!, 1)]),
  });
  const refused: Record<string, number> = {};
  for (const answer of answers.filter((entry) => entry.json?.success !== true)) {
    const reason = `${answer.status} ${JSON.stringify(answer.json?.error ?? "").slice(0, 60)}`;
    refused[reason] = (refused[reason] ?? 0) + 1;
  }
  return {
    buyableBefore: buyable(start).length,
    buyableAfter: buyable(end).length,
    stockBefore: total(start),
    stockAfter: total(end),
    naive: { status: naive.status, error: naive.json?.error },
    placed: answers.filter((answer) => answer.json?.success === true).length,
    greedyPlaced,
    refused,
    skipped: orders - answers.length,
    honest: { status: honest.status, success: honest.json?.success === true, error: honest.json?.error },
  };
}

/** What another shopper saw: the p95 and the answers that were not 200. */
export interface Observed {
  requests: number;
  p95Ms: number;
  notOk: number;
}

function observed(answers: Answer[]): Observed {
  return {
    requests: answers.length,
    p95Ms: Math.round(
      percentile(
        answers.map((answer) => answer.ms),
        0.95,
      ),
    ),
    notOk: answers.filter((answer) => answer.status !== 200).length,
  };
}

/** Another shopper's health checks and product pages, one after another, until `until` settles. */
async function watch(context: AttackContext, host: number, paths: string[], until: Promise<unknown> | number) {
  const answers = new Map<string, Answer[]>(paths.map((path) => [path, []]));
  let done = false;
  if (typeof until === "number") {
    const rounds = until;
    for (let round = 0; round < rounds; round += 1)
      for (const path of paths) answers.get(path)!.push(await send(context.base, path, { from: at(context, host) }));
    return answers;
  }
  void until.finally(() => (done = true));
  while (!done)
    for (const path of paths) answers.get(path)!.push(await send(context.base, path, { from: at(context, host) }));
  return answers;
}

async function productPath(context: AttackContext): Promise<string> {
  const [product] = buyable(await shelf(context));
  return `/products/${product!._id}`;
}

export interface FloodReport {
  attacker: Record<number, number>;
  /** Refusals (429 or 503) that said when to try again. */
  refusedWithRetryAfter: number;
  idle: Record<string, Observed>;
  during: Record<string, Observed>;
}

const report = (answers: Map<string, Answer[]>) =>
  Object.fromEntries(
    [...answers].map(([path, list]) => [path.startsWith("/products/") ? "product page" : path, observed(list)]),
  );

/** Sign-up flood: `signups` concurrent sign-ups from one address, while another shopper browses. */
export async function signupFlood(context: AttackContext, { signups = 80 } = {}): Promise<FloodReport> {
  const paths = ["/api/health", await productPath(context)];
  const idle = await watch(context, 100, paths, 20);
  const run = randomBytes(4).toString("hex");
  const flood = Promise.all(
    Array.from({ length: signups }, (_, index) =>
      send(context.base, "/api/signup", {
        from: at(context, 1),
        body: {
          name: "Flood",
          email: `flood.${run}.${index}@example.org`,
          password: "long-enough-1",
          cPassword: "long-enough-1",
        },
      }),
    ),
  );
  const during = await watch(context, 100, paths, flood);
  const answers = await flood;
  return {
    attacker: statusCounts(answers),
    refusedWithRetryAfter: answers.filter((answer) => answer.status >= 429 && answer.headers["retry-after"]).length,
    idle: report(idle),
    during: report(during),
  };
}

export interface SearchFloodReport {
  attacker: Record<number, number>;
  /** Results pages that said the search was refused. */
  pagesRefused: number;
  orders: { placed: number; failed: Record<number, number> };
  during: Record<string, Observed>;
}

/**
 * Search flood: `waves` waves of `perWave` concurrent distinct 100-character searches from one
 * address (the API, then the results page, in turn), while `shoppers` others each place an order
 * and one more watches the health check.
 */
export async function searchFlood(
  context: AttackContext,
  { waves = 3, perWave = 60, shoppers = 15 } = {},
): Promise<SearchFloodReport> {
  const [plenty] = buyable(await shelf(context)).sort((a, b) => b.pQuantity - a.pQuantity);
  const searches = (async () => {
    const answers: Answer[] = [];
    for (let wave = 0; wave < waves; wave += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: perWave }, () => {
            const text = encodeURIComponent(randomBytes(75).toString("base64").replace(/[+/]/g, " ").slice(0, 100));
            const path = wave % 2 === 0 ? `/api/product/search?q=${text}` : `/search?q=${text}`;
            return send(context.base, path, { from: at(context, 1) });
          }),
        )),
      );
    }
    return answers;
  })();
  const orders = Promise.all(
    Array.from({ length: shoppers }, (_, index) =>
      send(context.base, "/api/order/create-order", {
        from: at(context, 10 + index),
        body: guestOrder(linesFor(plenty!, smallestPack(plenty!.hasWeightSelection))),
      }),
    ),
  );
  const during = await watch(context, 100, ["/api/health"], Promise.all([searches, orders]));
  const [attacker, placed] = [await searches, await orders];
  const failed = placed.filter((answer) => answer.json?.success !== true);
  return {
    attacker: statusCounts(attacker.filter((answer) => answer.json !== undefined)),
    pagesRefused: attacker.filter((answer) => answer.json === undefined && answer.text.includes("Too many searches"))
      .length,
    orders: { placed: placed.length - failed.length, failed: statusCounts(failed) },
    during: report(during),
  };
}

export interface MailReport {
  placed: number;
  /** Messages to the stranger the shop wrote (placed, and after the admin's clean-up). */
  toStranger: { placed: number; cancelled: number };
  /** Whether any of them carried the attacker's link. */
  linkSent: boolean;
}

async function adminToken(context: AttackContext): Promise<string> {
  const admin = demoAccounts.find((account) => account.role === 1)!;
  const signedIn = await send(context.base, "/api/signin", {
    from: at(context, 150),
    body: { email: admin.email, password: admin.password },
  });
  return String(signedIn.json?.token);
}

/**
 * Mail to a stranger: `orders` guest orders in a burst from `attackers` networks, with a stranger's
 * e-mail and a phishing text as the name; then the admin cancels every one of them as fake.
 */
export async function mailStrangers(context: AttackContext, { orders = 30, attackers = 6 } = {}): Promise<MailReport> {
  const stranger = `stranger.${randomBytes(4).toString("hex")}@example.org`;
  const [plenty] = buyable(await shelf(context)).sort((a, b) => b.pQuantity - a.pQuantity);
  const answers = await Promise.all(
    Array.from({ length: orders }, (_, index) =>
      send(context.base, "/api/order/create-order", {
        from: at(context, 1 + (index % attackers)),
        body: guestOrder(linesFor(plenty!, smallestPack(plenty!.hasWeightSelection)), {
          email: stranger,
          fullName: "Your bank account is blocked, verify at https://bank-verify.example.com/login",
        }),
      }),
    ),
  );
  const ids = answers.flatMap((answer) =>
    answer.json?.success === true ? [(answer.json.order as { _id: string })._id] : [],
  );
  // Written in the orders' transactions (sent or waiting to be), before the admin cleans up.
  const messages = () =>
    context.query<{ topic: string; text: string; html: string }>(
      `SELECT topic, text, html FROM "OutboxMessage" WHERE "to" = $1`,
      [stranger],
    );
  const placed = await messages();
  const token = await adminToken(context);
  for (const id of ids)
    await send(context.base, "/api/order/cancel-as-fake", {
      from: at(context, 150),
      body: { oId: id },
      headers: { authorization: `Bearer ${token}` },
    });
  const after = await messages();
  return {
    placed: ids.length,
    toStranger: {
      placed: placed.length,
      cancelled: after.filter((message) => message.topic !== "order-placed").length,
    },
    linkSent: [...placed, ...after].some((message) => /bank-verify/.test(message.text + message.html)),
  };
}

export interface TrackReport {
  attacker: Record<number, number>;
  owner: { status: number; found: boolean; ms: number };
}

/** Tracking lockout: `guesses` wrong phones for one order from `attackers` networks, then its owner from their own. */
export async function trackLockout(context: AttackContext, { guesses = 18, attackers = 3 } = {}): Promise<TrackReport> {
  const [plenty] = buyable(await shelf(context)).sort((a, b) => b.pQuantity - a.pQuantity);
  const phone = randomPhone();
  const placed = await send(context.base, "/api/order/create-order", {
    from: at(context, 1),
    body: guestOrder(linesFor(plenty!, smallestPack(plenty!.hasWeightSelection)), { phone }),
  });
  const orderNumber = (placed.json?.order as { orderNumber: string }).orderNumber;
  const answers: Answer[] = [];
  for (let guess = 0; guess < guesses; guess += 1)
    answers.push(
      await send(context.base, "/api/order/track", {
        from: at(context, 10 + (guess % attackers)),
        body: { orderNumber, phone: randomPhone() },
      }),
    );
  const owner = await send(context.base, "/api/order/track", { from: at(context, 50), body: { orderNumber, phone } });
  return {
    attacker: statusCounts(answers),
    owner: { status: owner.status, found: typeof owner.json?.orderUrl === "string", ms: Math.round(owner.ms) },
  };
}

export interface PromoReport {
  attacker: Record<number, number>;
  perSecond: number;
  shopper: { status: number; message: unknown };
}

/** Promo guessing: `guesses` made-up codes from one address, then a shopper applies a real one. */
export async function guessPromos(context: AttackContext, { guesses = 100 } = {}): Promise<PromoReport> {
  const started = performance.now();
  const answers: Answer[] = [];
  for (let guess = 0; guess < guesses; guess += 1)
    answers.push(
      await send(context.base, "/api/promos/apply", {
        from: at(context, 1),
        body: { code: `GUESS${randomBytes(4).toString("hex").toUpperCase()}`, totalAmount: 5000 },
      }),
    );
  const seconds = (performance.now() - started) / 1000;
  const shopper = await send(context.base, "/api/promos/apply", {
    from: at(context, 2),
    body: { code: "WELCOME10", totalAmount: 5000 },
  });
  return {
    attacker: statusCounts(answers),
    perSecond: Math.round(guesses / seconds),
    shopper: { status: shopper.status, message: shopper.json?.message ?? shopper.json?.error },
  };
}

export interface SlowBodyReport {
  /** Connections the attacker opened at once from one address, each with a body trickled a byte a second. */
  opened: number;
  /** Of those, the ones the server closed at once (the network's share of connections was taken). */
  closedAtOnce: number;
  /** What the rest were answered when their deadline came, and after how long. */
  answered: Record<number, number>;
  heldMs: { min: number; max: number };
  /** Another shopper's health checks and product pages meanwhile. */
  during: Record<string, Observed>;
}

/**
 * Slow bodies: `extra` more connections than one client network may hold, from one address, each
 * declaring a small JSON body (1,000 bytes: a deadline of about 10 s) and sending a byte of it a
 * second, while another shopper browses.
 */
export async function slowBodies(context: AttackContext, { extra = 10 } = {}): Promise<SlowBodyReport> {
  const paths = ["/api/health", await productPath(context)];
  const opened = connectionLimits.socketsPerNetwork + extra;
  const attack = Promise.all(
    Array.from({ length: opened }, () =>
      trickle(context.base, "/api/product/cart-product", { from: at(context, 1), declaredBytes: 1000, everyMs: 1000 }),
    ),
  );
  const during = await watch(context, 100, paths, attack);
  const connections = await attack;
  const closedAtOnce = connections.filter((connection) => connection.status === 0 && connection.closedAfterMs < 2000);
  const held = connections.filter((connection) => !closedAtOnce.includes(connection));
  const heldMs = held.map((connection) => Math.round(connection.closedAfterMs));
  return {
    opened,
    closedAtOnce: closedAtOnce.length,
    answered: statusCounts(held),
    heldMs: { min: Math.min(...heldMs), max: Math.max(...heldMs) },
    during: report(during),
  };
}
