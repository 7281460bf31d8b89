// What one client can take from everyone else (issue 31), tried against a production server of its
// own (scripts/e2e.ts: a copy of the demo database, no proxy trusted) from distinct loopback
// addresses, each the server sees as another client network. The attacks are scripts/lib/attacks.ts,
// which `npm run bench:abuse` also runs at 10,000 products.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { connectionLimits, passwordResetLimits, promoLimits, signupLimits, trackLimits } from "../lib/domain/limits";
import { passwordResetTexts } from "../lib/domain/password-reset";
import { promoMessages } from "../lib/domain/promo";
import {
  guestOrder,
  guessPromos,
  hoardStock,
  mailStrangers,
  searchFlood,
  signupFlood,
  slowBodies,
  trackLockout,
  type AttackContext,
} from "../scripts/lib/attacks";
import { send, statusCounts } from "../scripts/lib/loopback-client";
import { queryOn } from "../scripts/lib/pg-admin";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "default" });
test.setTimeout(180_000);

const base = process.env.E2E_ABUSE_URL!;

const query = queryOn(process.env.E2E_ABUSE_DATABASE_URL!);

const context = (block: number): AttackContext => ({ base, block, query });

test("a client's X-Forwarded-For is not believed: rotating it does not get past the throttle", async () => {
  const from = "127.0.1.1";
  const email = `rotate.${Date.now()}@example.pk`;
  const body = { name: "Rotating", email, password: "right-password", cPassword: "right-password" };
  expect((await send(base, "/api/signup", { from, body })).json).toEqual({ success: "Account created successfully" });
  for (let attempt = 0; attempt < 8; attempt += 1)
    await send(base, "/api/signin", {
      from,
      body: { email, password: "wrong-password" },
      headers: { "x-forwarded-for": `10.0.0.${attempt}` },
    });
  const rotated = await send(base, "/api/signin", {
    from,
    body: { email, password: "right-password" },
    headers: { "x-forwarded-for": "10.9.9.9" },
  });
  expect(rotated.status).toBe(429);
});

test("strangers cannot stop an order's owner tracking it", async () => {
  const { attacker, owner } = await trackLockout(context(2));
  console.log(`[abuse] tracking: ${JSON.stringify({ attacker, owner })}`);
  // 6 wrong phones from each of 3 networks: the 6th of each is refused.
  expect(attacker).toEqual({ 200: 18 - 3 * (6 - trackLimits.pairLimit), 429: 3 * (6 - trackLimits.pairLimit) });
  expect(owner).toMatchObject({ status: 200, found: true });
});

test("promo codes cannot be tried by the hundred; a shopper's code still applies", async () => {
  const { attacker, shopper, perSecond } = await guessPromos(context(3));
  console.log(`[abuse] promo codes: ${JSON.stringify({ attacker, shopper, perSecond })}`);
  expect(attacker).toEqual({ 200: promoLimits.networkLimit, 429: 100 - promoLimits.networkLimit });
  expect(shopper).toEqual({ status: 200, message: promoMessages.applied });
});

test("the shop mails a stranger about 3 orders at most, without the attacker's link, and nothing when they are cancelled as fake", async () => {
  const report = await mailStrangers(context(4));
  console.log(`[abuse] mail to a stranger: ${JSON.stringify(report)}`);
  expect(report.placed).toBe(30);
  expect(report.toStranger).toEqual({ placed: 3, cancelled: 0 });
  expect(report.linkSent).toBe(false);
});

test("a sign-up flood is refused at once while other shoppers are served", async () => {
  const report = await signupFlood(context(5));
  // At most the network's sign-ups pass, at most `perNetwork` of them hashing at once; the rest are
  // refused with a time to come back.
  expect(report.attacker[200]).toBeLessThanOrEqual(signupLimits.perNetwork);
  expect(report.attacker[200]).toBeGreaterThanOrEqual(1);
  expect(report.refusedWithRetryAfter).toBe(80 - report.attacker[200]!);
  for (const seen of Object.values(report.during)) expect(seen.notOk).toBe(0);
  console.log(`[abuse] sign-up flood: ${JSON.stringify(report)}`);
});

test("a search flood leaves the pool to other shoppers' orders and the health check", async () => {
  const report = await searchFlood(context(6));
  expect(report.orders).toEqual({ placed: 15, failed: {} });
  expect(report.during["/api/health"]!.notOk).toBe(0);
  // Most of the flood is refused before it reaches the database.
  expect((report.attacker[429] ?? 0) + report.pagesRefused).toBeGreaterThan(120);
  expect(report.attacker[500]).toBeUndefined();
  console.log(`[abuse] search flood: ${JSON.stringify(report)}`);
});

test("15 orders from 5 networks asking for everything leave 90% of the products buyable, and an honest order goes through", async () => {
  const report = await hoardStock(context(7));
  expect(report.naive.status).toBe(200);
  expect(report.naive.error).toEqual(expect.stringContaining("online"));
  expect(report.buyableAfter / report.buyableBefore).toBeGreaterThanOrEqual(0.9);
  expect(report.honest).toMatchObject({ status: 200, success: true });
  console.log(`[abuse] hoarding: ${JSON.stringify(report)}`);
});

test("nobody but the admin can cancel an order as fake, block a phone or record a parcel's life, from any address", async () => {
  const [product] = await query<{ id: string }>(
    `SELECT id FROM "Product" WHERE status = 'Active' AND "hasWeightSelection" ORDER BY stock DESC LIMIT 1`,
  );
  const placed = await send(base, "/api/order/create-order", {
    from: "127.0.9.1",
    body: guestOrder([{ id: product!.id, weight: "250g", quantity: 1 }]),
  });
  const { _id: oId } = placed.json?.order as { _id: string };
  const signedIn = await send(base, "/api/signin", {
    from: "127.0.9.2",
    body: { email: "customer@dryfruit.pk", password: "Customer@12345" },
  });
  const customer = { authorization: `Bearer ${String(signedIn.json?.token)}` };
  // Every call that changes an order, a courier or the block list, as strangers and a customer send them.
  const calls: { path: string; method?: string; body?: unknown }[] = [
    { path: "/api/order/cancel-as-fake", body: { oId } },
    { path: "/api/order/unblock-phone", body: { oId } },
    { path: "/api/order/ship", body: { oId, courierId: "courier-tcs", consignmentNumber: "77012345678" } },
    { path: "/api/order/return", body: { oId, reason: "RefusedAtDoor" } },
    { path: "/api/order/payment", body: { oId, amount: 100, fee: 0 } },
    { path: "/api/blocked-phones", body: { phone: "0300 1234567", reason: "a stranger's guess" } },
    { path: "/api/blocked-phones", method: "GET" },
    { path: "/api/blocked-phones/923001234567", method: "DELETE" },
    { path: "/api/couriers", body: { name: "Stranger Express", trackingUrl: "" } },
    { path: "/api/couriers", method: "GET" },
    { path: "/api/couriers/courier-tcs", method: "PUT", body: { active: false } },
    { path: "/api/couriers/courier-own-rider", method: "DELETE" },
    { path: "/api/courier-files/shipments/preview", body: {} },
    { path: "/api/courier-files/shipments/import", body: {} },
    { path: "/api/courier-files/payments/preview", body: {} },
    { path: "/api/courier-files/payments/import", body: {} },
    { path: "/api/courier-files/templates/shipments", method: "GET" },
  ];
  for (const { path, method, body } of calls) {
    for (const from of ["127.0.9.3", "127.0.9.4", "127.0.9.5"])
      expect((await send(base, path, { from, method, body })).status, `${method ?? "POST"} ${path}`).toBe(401);
    expect((await send(base, path, { from: "127.0.9.2", method, body, headers: customer })).status, path).toBe(403);
  }
  expect(await query(`SELECT count(*)::int AS n FROM "Courier" WHERE active`)).toEqual([{ n: 9 }]);
  expect(await query(`SELECT status FROM "Order" WHERE id = $1`, [oId])).toEqual([{ status: "Not processed" }]);
  expect(
    await query(`SELECT 1 FROM "BlockedPhone" b JOIN "Order" o ON o."phoneKey" = b."phoneKey" WHERE o.id = $1`, [oId]),
  ).toEqual([]);
});

test("personal answers and order pages are never kept by a cache", async () => {
  const from = "127.0.8.1";
  const signedIn = await send(base, "/api/signin", {
    from,
    body: { email: "customer@dryfruit.pk", password: "Customer@12345" },
  });
  const headers = { authorization: `Bearer ${String(signedIn.json?.token)}` };
  for (const path of ["/api/order/order-by-user", "/api/user/signle-user"]) {
    const answer = await send(base, path, { from, method: "POST", body: {}, headers });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/private/);
    expect(answer.headers["cache-control"]).toMatch(/no-store/);
  }
  const [product] = await query<{ id: string }>(
    `SELECT id FROM "Product" WHERE status = 'Active' AND "hasWeightSelection" ORDER BY stock DESC LIMIT 1`,
  );
  const placed = await send(base, "/api/order/create-order", {
    from,
    body: guestOrder([{ id: product!.id, weight: "250g", quantity: 1 }]),
  });
  const order = placed.json?.order as { orderUrl: string };
  expect(placed.headers["cache-control"]).toMatch(/no-store/);
  const page = await send(base, order.orderUrl, { from });
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toMatch(/no-store/);
});

test("'Forgot password?' is refused to a network past its limit while another is served; one address gets 3 links however many networks ask, and wrong links are refused past 10", async () => {
  const stamp = Date.now().toString(36);
  const email = `reset.${stamp}@example.pk`;
  const account = { name: "Reset Target", email, password: "Reset#Target2026", cPassword: "Reset#Target2026" };
  expect((await send(base, "/api/signup", { from: "127.0.9.100", body: account })).status).toBe(200);
  const ask = (from: string, address: string) => send(base, "/api/forgot-password", { from, body: { email: address } });

  const network = [];
  for (let asked = 0; asked < passwordResetLimits.perNetwork + 3; asked += 1)
    network.push(await ask("127.0.9.101", `nobody.${asked}.${stamp}@example.pk`));
  expect(statusCounts(network)).toEqual({ 200: passwordResetLimits.perNetwork, 429: 3 });
  expect(network.at(-1)!.headers["retry-after"]).toBe("3600");
  expect((await ask("127.0.9.102", `nobody.other.${stamp}@example.pk`)).json).toEqual({
    success: passwordResetTexts.linkSent,
  });

  // One address asked for from 15 networks at once: the same answer to each, 3 mails.
  const flood = await Promise.all(Array.from({ length: 15 }, (_, host) => ask(`127.0.9.${110 + host}`, email)));
  expect(flood.map((answer) => answer.json)).toEqual(Array(15).fill({ success: passwordResetTexts.linkSent }));
  expect(
    await query(`SELECT count(*)::int AS n FROM "OutboxMessage" WHERE "to" = $1 AND topic = 'password-reset'`, [email]),
  ).toEqual([{ n: passwordResetLimits.perRecipient }]);
  const mailDir = process.env.E2E_ABUSE_MAIL_DIR!;
  const mailed = () =>
    readdirSync(mailDir).filter((file) => readFileSync(path.join(mailDir, file), "utf8").includes(email)).length;
  await expect.poll(mailed, { timeout: 20_000 }).toBe(passwordResetLimits.perRecipient);

  // Guessing tokens: 10 wrong links from one network, then refused.
  const guesses = [];
  for (let guess = 0; guess < passwordResetLimits.wrongLinks.networkLimit + 2; guess += 1)
    guesses.push(
      await send(base, "/api/reset-password", {
        from: "127.0.9.103",
        body: { token: randomBytes(32).toString("base64url"), password: "Guess#2026xx", cPassword: "Guess#2026xx" },
      }),
    );
  expect(statusCounts(guesses)).toEqual({ 400: passwordResetLimits.wrongLinks.networkLimit, 429: 2 });
  const signedIn = await send(base, "/api/signin", {
    from: "127.0.9.104",
    body: { email, password: account.password },
  });
  expect(signedIn.status).toBe(200);
});

test("the metrics answer the address the operator allows, and are an unknown address to everyone else", async () => {
  // This server has METRICS_ALLOW=127.0.0.1 (scripts/e2e.ts) and no METRICS_TOKEN.
  const strangers = await Promise.all(
    ["127.0.9.201", "127.0.9.202", "127.0.9.203"].map((from) =>
      send(base, "/api/metrics", {
        from,
        method: "GET",
        headers: { authorization: "Bearer guessed-token-guessed-token-0000" },
      }),
    ),
  );
  for (const answer of strangers)
    expect({ status: answer.status, body: answer.json }).toEqual({ status: 404, body: { error: "Not found." } });
  const allowed = await send(base, "/api/metrics", { from: "127.0.0.1", method: "GET" });
  expect(allowed.status).toBe(200);
  expect(allowed.headers["content-type"]).toMatch(/^text\/plain/);
  // The strangers' refusals are counted as every unknown address is: under "(not found)", no series of their own.
  expect(allowed.text).toMatch(/^shop_http_requests_total\{route="\(not found\)",method="GET",status="404"\} [1-9]/m);
  expect(allowed.text).toMatch(/^shop_orders\{milestone="placed"\} [1-9]/m);
  expect(allowed.text).toMatch(/^shop_outbox_unsent \d+/m);
});

test("slow bodies from one address hold a bounded number of connections, each only until its deadline", async () => {
  const report = await slowBodies(context(10));
  console.log(`[abuse] slow bodies: ${JSON.stringify(report)}`);
  // Past the network's share the connections are closed at once; the rest are answered 408 when
  // their 1,000-byte body has not arrived 10 s (and 8 ms at 1 Mbit/s) after its headers.
  expect(report.closedAtOnce).toBe(report.opened - connectionLimits.socketsPerNetwork);
  expect(report.answered).toEqual({ 408: connectionLimits.socketsPerNetwork });
  expect(report.heldMs.min).toBeGreaterThanOrEqual(connectionLimits.bodyBaseMs - 500);
  expect(report.heldMs.max).toBeLessThan(connectionLimits.bodyBaseMs + 3000);
  for (const seen of Object.values(report.during)) expect(seen.notOk).toBe(0);
});
