// What one client can take from everyone else (issue 31), rule by rule against PostgreSQL: what
// orders awaiting their call may hold, their release, cancelling as fake, the mail limits, and the
// throttles on tracking, promo codes and sign-ups. The same attacks against the running server, from
// distinct loopback addresses, are in e2e/abuse.spec.ts.
import "../support/mail-env";
import { POST as cancelAsFake } from "@/app/api/order/cancel-as-fake/route";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as trackOrder } from "@/app/api/order/track/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { POST as unblockPhone } from "@/app/api/order/unblock-phone/route";
import { POST as applyPromo } from "@/app/api/promos/apply/route";
import { GET as search } from "@/app/api/product/search/route";
import { POST as signup } from "@/app/api/signup/route";
import pg from "pg";
import { mailLimits, orderLimits, promoLimits, searchLimits, signupLimits, trackLimits } from "@/lib/domain/limits";
import { orderLimitMessages } from "@/lib/domain/order-limits";
import { promoMessages } from "@/lib/domain/promo";
import { trackOrderMessages } from "@/lib/domain/validation/track-order";
import { clock } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { blockedPhoneMessages } from "@/lib/domain/validation/blocked-phone";
import { releaseNote } from "@/lib/server/orders/lifecycle";
import { releaseDueOrders } from "@/lib/server/orders/release";
import { signupThrottledMessage } from "@/lib/server/users";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";
import { callRoute, expectRefusal, type RouteResponse } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createProduct, createPromo, createUser } from "../support/fixtures";
import { checkoutBody, newPhone, type CheckoutLine } from "../support/orders";

jest.setTimeout(120_000);

let addresses = 0;
/** A client address no other test of the file uses. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

const from = (address: string) => ({ [clientAddressHeader]: address });

function order(lines: CheckoutLine[], address: string, extra: Record<string, unknown> = {}) {
  return callRoute(createOrder, { body: checkoutBody(lines, extra), headers: from(address) });
}

const placed = (response: RouteResponse) => response.json.order as { _id: string; orderNumber: string };
const stockOf = async (id: string) => (await db.product.findUniqueOrThrow({ where: { id } })).stock.toNumber();

let sleep: jest.SpiedFunction<typeof clock.sleep>;

beforeAll(() => setEnv({ [shopServerFlag]: "1" }));
afterAll(restoreEnv);
beforeEach(() => {
  sleep = jest.spyOn(clock, "sleep").mockResolvedValue();
});
afterEach(() => sleep.mockRestore());

describe("what online orders may hold before their confirmation call", () => {
  it("takes at most a household's amount of one product in one order; staff may take more", async () => {
    const almonds = await createProduct({ stock: 100, hasWeightSelection: true });
    const tooMuch = await order([{ id: almonds.id, weight: "1kg", quantity: 11 }], newAddress());
    expectRefusal(tooMuch, 200, orderLimitMessages.perProduct(almonds.name, true));
    expect(await stockOf(almonds.id)).toBe(100);
    expect((await order([{ id: almonds.id, weight: "1kg", quantity: 10 }], newAddress())).json.success).toBe(true);

    const admin = await createUser({ role: 1 });
    const wedding = await callRoute(createOrder, {
      body: checkoutBody([{ id: almonds.id, weight: "1kg", quantity: 40 }]),
      headers: { ...from(newAddress()), ...(await bearerFor(admin.id)) },
    });
    expect(wedding.json.success).toBe(true);
    expect(await stockOf(almonds.id)).toBe(50);
  });

  it("keeps three quarters of each product on the shelf from one network's unconfirmed orders, one pack always", async () => {
    const dates = await createProduct({ stock: 20, hasWeightSelection: true });
    const network = newAddress();
    expect((await order([{ id: dates.id, weight: "1kg", quantity: 5 }], network)).json.success).toBe(true);
    expect(await stockOf(dates.id)).toBe(15);
    // 5 kg held of the 20 the shelf would have without them: the network's share is used up.
    expectRefusal(
      await order([{ id: dates.id, weight: "250g", quantity: 1 }], network),
      200,
      orderLimitMessages.networkShare(dates.name, 0, true),
    );
    // Another network may hold a quarter of the 15 left: 3.75 kg, not 4.
    const other = newAddress();
    expectRefusal(
      await order([{ id: dates.id, weight: "1kg", quantity: 4 }], other),
      200,
      orderLimitMessages.networkShare(dates.name, 3.75, true),
    );
    expect((await order([{ id: dates.id, weight: "250g", quantity: 15 }], other)).json.success).toBe(true);
    expect(await stockOf(dates.id)).toBe(11.25);

    // One pack is always allowed: the last gift box can be bought.
    const hamper = await createProduct({ stock: 1, hasWeightSelection: false });
    expect((await order([{ id: hamper.id, quantity: 1 }], newAddress())).json.success).toBe(true);
    expect(await stockOf(hamper.id)).toBe(0);
  });

  it("holds a burst of orders from one network to its share", async () => {
    const nuts = await createProduct({ stock: 8, hasWeightSelection: false });
    const network = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => order([{ id: nuts.id, quantity: 1 }], network)),
    );
    // A quarter of 8 is 2: two orders go through, whatever their timing.
    expect(responses.filter((response) => response.json.success === true)).toHaveLength(2);
    expect(await stockOf(nuts.id)).toBe(6);
  });

  it("lets the orders awaiting their call of one phone, or of one network, come to Rs. 50,000 at most", async () => {
    const hamper = await createProduct({ stock: 100, price: 20_000, hasWeightSelection: false });
    const [network, phone] = [newAddress(), newPhone()];
    expect((await order([{ id: hamper.id, quantity: 2 }], network, { phone })).json.success).toBe(true);
    // Two hampers and free delivery are Rs. 40,000; one more would make it Rs. 60,000.
    const refusal = orderLimitMessages.awaitingValue(60_000);
    expectRefusal(await order([{ id: hamper.id, quantity: 1 }], network), 200, refusal);
    expectRefusal(await order([{ id: hamper.id, quantity: 1 }], newAddress(), { phone }), 200, refusal);
    expect(await stockOf(hamper.id)).toBe(98);
    expect((await order([{ id: hamper.id, quantity: 1 }], newAddress())).json.success).toBe(true);
  });

  it("counts the orders awaiting their call per phone and per network; a confirmed one no longer counts", async () => {
    const product = await createProduct({ stock: 1000, hasWeightSelection: false });
    const line = [{ id: product.id, quantity: 1 }];
    const phone = newPhone();
    const orders = [];
    for (let index = 0; index < orderLimits.openPerPhone; index += 1)
      orders.push(placed(await order(line, newAddress(), { phone })));
    // The same number however it is written.
    const spelt = `+92 ${phone.slice(1).replace("-", " ")}`;
    expectRefusal(await order(line, newAddress(), { phone: spelt }), 429, orderLimitMessages.openPerPhone);
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    await callRoute(recordCall, { body: { oId: orders[0]!._id, outcome: "Confirmed" }, headers: admin });
    expect((await order(line, newAddress(), { phone: spelt })).json.success).toBe(true);

    const network = newAddress();
    for (let index = 0; index < orderLimits.openPerNetwork; index += 1)
      expect((await order(line, network)).json.success).toBe(true);
    expectRefusal(await order(line, network), 429, orderLimitMessages.openPerNetwork);
    expect((await order(line, newAddress())).json.success).toBe(true);
  });
});

describe("orders nobody confirms", () => {
  it("are cancelled after 48 hours, their stock returned, the history saying why and the customer told", async () => {
    const product = await createProduct({ stock: 20, hasWeightSelection: false });
    const waiting = placed(await order([{ id: product.id, quantity: 2 }], newAddress()));
    const confirmed = placed(await order([{ id: product.id, quantity: 3 }], newAddress()));
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    await callRoute(recordCall, { body: { oId: confirmed._id, outcome: "Confirmed" }, headers: admin });
    expect(await stockOf(product.id)).toBe(15);

    const placedAt = (await db.order.findUniqueOrThrow({ where: { id: waiting._id } })).createdAt.getTime();
    // (Orders of the tests before this one are due by then too.)
    await releaseDueOrders(new Date(placedAt + orderLimits.releaseAfterMs - 60_000));
    expect(await db.order.findUniqueOrThrow({ where: { id: waiting._id } })).toMatchObject({ status: "NotProcessed" });
    expect(await releaseDueOrders(new Date(placedAt + orderLimits.releaseAfterMs + 60_000))).toBeGreaterThan(0);
    expect(await releaseDueOrders(new Date(placedAt + orderLimits.releaseAfterMs + 120_000))).toBe(0);

    expect(await db.order.findUniqueOrThrow({ where: { id: waiting._id } })).toMatchObject({ status: "Cancelled" });
    expect(await db.order.findUniqueOrThrow({ where: { id: confirmed._id } })).toMatchObject({ status: "Processing" });
    expect(await stockOf(product.id)).toBe(17);
    const last = await db.orderEvent.findFirstOrThrow({
      where: { orderId: waiting._id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({
      kind: "Status",
      status: "Cancelled",
      actor: "System",
      note: releaseNote,
      internal: false,
    });
    const told = await db.outboxMessage.findMany({ where: { orderId: waiting._id, topic: "order-released" } });
    expect(told.map((message) => message.subject)).toEqual([`Your order ${waiting.orderNumber} is cancelled`]);
    expect(told[0]!.text).toContain("within 48 hours");
  });

  it("leave alone an order staff placed, and one staff re-opened", async () => {
    const product = await createProduct({ stock: 20, hasWeightSelection: false });
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    const byPhone = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, quantity: 1 }]),
      headers: { ...from(newAddress()), ...admin },
    });
    const online = placed(await order([{ id: product.id, quantity: 1 }], newAddress()));
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    await releaseDueOrders(later(3));
    await callRoute(updateOrder, { body: { oId: online._id, status: "Not processed" }, headers: admin });
    await releaseDueOrders(later(6));
    const statuses = await db.order.findMany({
      where: { id: { in: [placed(byPhone)._id, online._id] } },
      select: { id: true, status: true, releaseAt: true },
    });
    expect(statuses.map(({ id, status, releaseAt }) => [id, status, releaseAt])).toEqual(
      expect.arrayContaining([
        [placed(byPhone)._id, "NotProcessed", null],
        [online._id, "NotProcessed", null],
      ]),
    );
  });
});

describe("cancel as fake", () => {
  it("returns the stock, tells the customer nothing, and holds the phone's orders for review until the admin unblocks it", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const phone = newPhone();
    const fake = placed(await order([{ id: product.id, quantity: 2 }], newAddress(), { phone }));
    const customer = await bearerFor((await createUser()).id);
    expect((await callRoute(cancelAsFake, { body: { oId: fake._id }, headers: customer })).status).toBe(403);

    const admin = await bearerFor((await createUser({ role: 1, name: "Shop Admin" })).id);
    const cancelled = await callRoute(cancelAsFake, { body: { oId: fake._id }, headers: admin });
    expect(cancelled.json).toEqual({ success: blockedPhoneMessages.cancelledAsFake });
    expect(await stockOf(product.id)).toBe(10);
    expect(await db.order.findUniqueOrThrow({ where: { id: fake._id } })).toMatchObject({
      status: "Cancelled",
      mailsCustomer: false,
    });
    // Only the shop's own mail about the new order is left; nothing goes to the customer.
    const messages = await db.outboxMessage.findMany({ where: { orderId: fake._id } });
    expect(messages.map((message) => message.to)).toEqual(["orders@margalla.test"]);
    const note = await db.orderEvent.findFirstOrThrow({ where: { orderId: fake._id, kind: "Note" } });
    expect(note).toMatchObject({
      note: blockedPhoneMessages.fakeOrderNote(phone),
      internal: true,
      actorName: "Shop Admin",
    });

    // The same phone written another way: taken, but held for review (test/api/held-orders.int.test.ts).
    const again = await order([{ id: product.id, quantity: 1 }], newAddress(), { phone: phone.replace("-", " ") });
    expect(again.json.success).toBe(true);
    expect(await db.order.findUniqueOrThrow({ where: { id: placed(again)._id } })).toMatchObject({
      heldForReview: true,
      mailsCustomer: false,
    });
    await callRoute(unblockPhone, { body: { oId: fake._id }, headers: admin });
    const unblocked = placed(await order([{ id: product.id, quantity: 1 }], newAddress(), { phone }));
    expect(await db.order.findUniqueOrThrow({ where: { id: unblocked._id } })).toMatchObject({ heldForReview: false });
  });
});

describe("the shop's mail goes only where it should", () => {
  const customerMails = (email: string) =>
    db.outboxMessage.count({ where: { to: email, topic: "order-placed", dedupeKey: { endsWith: ":customer" } } });

  it("writes to a stranger's address about at most 3 orders a day, from any networks", async () => {
    const product = await createProduct({ stock: 1000, hasWeightSelection: false });
    const stranger = "victim@example.org";
    for (let index = 0; index < 5; index += 1) {
      const response = await order([{ id: product.id, quantity: 1 }], newAddress(), {
        customerInfo: { fullName: "Your bank account is blocked, verify at https://evil.example/x", email: stranger },
      });
      expect(response.json.success).toBe(true);
    }
    expect(await customerMails(stranger)).toBe(mailLimits.perRecipient);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: stranger } });
    // The only link is the shop's own, to the order's page.
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/evil|https?:\/\/(?!shop\.example\.pk\/)/);
    expect(mail.text).toContain("Thank you for your order, Your bank account is blocked, verify at.");
  });

  it("mails at most 10 strangers' orders a day from one network, and always an address the shop has confirmed", async () => {
    const product = await createProduct({ stock: 1000, hasWeightSelection: false });
    const network = newAddress();
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    const emails = Array.from({ length: mailLimits.perNetwork + 2 }, (_, index) => `buyer${index}@example.org`);
    for (const email of emails) {
      const response = await order([{ id: product.id, quantity: 1 }], network, {
        customerInfo: { fullName: "Buyer", email },
      });
      // Confirmed at once, so the network's limit on open orders is not what stops it.
      await callRoute(recordCall, { body: { oId: placed(response)._id, outcome: "Confirmed" }, headers: admin });
    }
    const mailed = await Promise.all(emails.map(customerMails));
    expect(mailed).toEqual([...Array(mailLimits.perNetwork).fill(1), 0, 0]);

    // buyer0 has a confirmed order now: the shop writes to it whatever the counts say.
    for (let index = 0; index < 4; index += 1)
      await order([{ id: product.id, quantity: 1 }], network, {
        customerInfo: { fullName: "Buyer", email: emails[0] },
      });
    expect(await customerMails(emails[0]!)).toBe(5);
  });
});

describe("tracking cannot be blocked by strangers", () => {
  it("refuses a network that keeps guessing one order's phone; its owner still gets it from their own", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const phone = newPhone();
    const { orderNumber } = placed(await order([{ id: product.id, quantity: 1 }], newAddress(), { phone }));
    const track = (address: string, guess: string) =>
      callRoute(trackOrder, { body: { orderNumber, phone: guess }, headers: from(address) });

    // 18 wrong phones from 3 networks: each network is refused after trackLimits.pairLimit.
    for (const attacker of [newAddress(), newAddress(), newAddress()]) {
      const answers = [];
      for (let guess = 0; guess < 6; guess += 1) answers.push(await track(attacker, `0311-555000${guess}`));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(trackLimits.pairLimit).fill(200), 429]);
      expectRefusal(answers.at(-1)!, 429, trackOrderMessages.throttled);
      expect(answers.at(-1)!.headers.get("retry-after")).toBe("900");
    }
    const owner = await track(newAddress(), phone);
    expect(owner.status).toBe(200);
    expect(owner.json.orderUrl).toMatch(new RegExp(`^/orders/${orderNumber}\\?key=`));
    // The order was guessed at 15 times from everywhere: its owner waited, at most 3 s.
    expect(sleep.mock.calls.at(-1)![0]).toBe(trackLimits.maxDelayMs);
  });
});

describe("promo codes cannot be guessed by the hundred", () => {
  it("refuses a network after 20 codes that do not work, with the spec's messages before that", async () => {
    const expired = await createPromo({ expiryDate: new Date(Date.now() - 60_000) });
    const valid = await createPromo();
    const guesser = newAddress();
    const apply = (code: string, address: string) =>
      callRoute(applyPromo, { body: { code, totalAmount: 2000 }, headers: from(address) });

    expect((await apply(expired.code, guesser)).json.error).toBe(promoMessages.expired);
    const answers = [];
    for (let guess = 0; guess < 100; guess += 1) answers.push(await apply(`GUESS${guess}`, guesser));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(100 - (promoLimits.networkLimit - 1));
    expectRefusal(refused[0]!, 429, promoMessages.throttled);
    expect(answers[0]!.json.error).toBe(promoMessages.unknown);
    // Another shopper is not refused, and a code that works is never counted.
    expect((await apply(valid.code, newAddress())).json.success).toBe(true);

    // Codes tried at Place Order count too.
    const product = await createProduct({ stock: 100, hasWeightSelection: false });
    const atOrder = await order([{ id: product.id, quantity: 1 }], guesser, { promoCode: valid.code });
    expectRefusal(atOrder, 429, promoMessages.throttled);
  });
});

describe("search", () => {
  it("gives up a statement after a second, well before the shop's three, and answers 503 to try again", async () => {
    // Another connection holds the products table, as a slow query would: the search waits on it.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query(`BEGIN; LOCK TABLE "Product" IN ACCESS EXCLUSIVE MODE`);
      const started = performance.now();
      const answer = await callRoute(search, { path: "/api/product/search?q=held%20almonds" });
      const waited = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(waited).toBeGreaterThanOrEqual(searchLimits.statementTimeoutMs - 50);
      expect(waited).toBeLessThan(2 * searchLimits.statementTimeoutMs);
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
  });
});

describe("sign-ups", () => {
  it("are counted per network: the 11th in an hour is refused, another network is not", async () => {
    const network = newAddress();
    const signUp = (address: string, index: number) =>
      callRoute(signup, {
        body: {
          name: "New Shopper",
          email: `flood${index}.${address}@example.pk`,
          password: "long-enough",
          cPassword: "long-enough",
        },
        headers: from(address),
      });
    for (let index = 0; index < signupLimits.perNetwork; index += 1)
      expect((await signUp(network, index)).json).toEqual({ success: "Account created successfully" });
    const refused = await signUp(network, 99);
    expectRefusal(refused, 429, signupThrottledMessage);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect((await signUp(newAddress(), 100)).json).toEqual({ success: "Account created successfully" });
    expect(await db.user.count({ where: { email: { startsWith: "flood" } } })).toBe(signupLimits.perNetwork + 1);
  });
});
