import "../support/mail-env";
import { POST as metaEvent } from "@/app/api/analytics/meta-event/route";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as addNote } from "@/app/api/order/note/route";
import { POST as trackOrder } from "@/app/api/order/track/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { trackLimits } from "@/lib/domain/limits";
import { eventTitle } from "@/lib/domain/order-text";
import { formatRupees } from "@/lib/domain/pricing";
import { trackOrderMessages } from "@/lib/domain/validation/track-order";
import { db } from "@/lib/server/db";
import { orderHistory } from "@/lib/server/orders/history";
import { orderPagePath } from "@/lib/server/orders/links";
import { orderForViewer } from "@/lib/server/orders/shopper";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue, listUnsent } from "@/lib/server/outbox/outbox";
import { getUserById } from "@/lib/server/users";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createProduct, createUser } from "../support/fixtures";
import { checkoutBody } from "../support/orders";
import { startSmtp, type TestSmtp } from "../support/smtp";

jest.setTimeout(60_000);

interface Placed {
  _id: string;
  orderNumber: string;
  orderUrl: string;
  amount: number;
  /** As the checkout typed them. */
  phone: string;
  email: string;
}

async function placeOrder(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Placed> {
  const product = await createProduct({ price: 2000, offer: 10, stock: 10 });
  const body = checkoutBody([{ id: product.id, weight: "500g", quantity: 2 }], extra);
  const response = await callRoute(createOrder, {
    body,
    headers: { referer: "https://shop.example.pk/checkout", cookie: "_fbp=fb.1.111.222", ...headers },
  });
  expect(response.status).toBe(200);
  return { ...(response.json.order as Placed), phone: body.phone, email: body.customerInfo.email };
}

const numberOf = (placed: Placed) => Number(placed.orderNumber.replace("MDF-", ""));
const keyOf = (placed: Placed) => new URL(placed.orderUrl, "http://x").searchParams.get("key")!;

describe("placing an order", () => {
  it("numbers it, links it, starts its history and writes its messages in the same transaction", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(first.orderNumber).toMatch(/^MDF-\d{5,}$/);
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    expect(first.orderUrl).toBe(`/orders/${first.orderNumber}?key=${keyOf(first)}`);
    expect(keyOf(first)).toHaveLength(22);

    const history = await orderHistory(first._id, "shopper");
    expect(history.map((event) => eventTitle(event, "shopper"))).toEqual(["Order placed"]);
    const messages = await db.outboxMessage.findMany({ where: { orderId: first._id }, orderBy: { to: "asc" } });
    expect(messages.map((message) => [message.topic, message.to, message.subject])).toEqual([
      ["order-placed", first.email, `Your order ${first.orderNumber} is placed`],
      ["order-placed", "orders@margalla.test", `New order ${first.orderNumber}: ${formatRupees(2049)}`],
    ]);
    // 500 g of Rs. 2,000/kg less 10% is Rs. 900; two are Rs. 1,800, plus Rs. 249 delivery. The
    // customer's message carries the link to the order's page, on the shop's public address.
    const toCustomer = messages.find((message) => message.to === first.email)!;
    expect(toCustomer.text).toContain(`https://shop.example.pk${first.orderUrl}`);
    expect(toCustomer.text).toContain(`We will call you on ${first.phone} to confirm`);
    expect(toCustomer.html).toContain("<li>");
  });

  it("sends the Purchase event from the order it priced, and drops one a browser sends", async () => {
    const placed = await placeOrder({ amount: 1, orderBreakdown: { finalTotal: 1 } });
    const purchase = await db.analyticsEvent.findFirstOrThrow({ where: { eventId: `purchase-${placed._id}` } });
    expect(purchase).toMatchObject({
      eventName: "Purchase",
      eventSourceUrl: "https://shop.example.pk/checkout",
      fbp: "fb.1.111.222",
      customData: expect.objectContaining({ currency: "PKR", value: placed.amount, order_id: placed.orderNumber }),
    });
    expect(placed.amount).toBe(2049);

    const before = await db.analyticsEvent.count();
    const fromBrowser = await callRoute(metaEvent, {
      body: { event_name: "Purchase", event_id: "purchase-forged", custom_data: { value: 1 } },
    });
    expect(fromBrowser.json).toEqual({ success: true, forwarded: false });
    expect(await db.analyticsEvent.count()).toBe(before);
  });
});

describe("the order's page", () => {
  it("opens with the order's own key, for its customer and for an admin, and for nobody else", async () => {
    const customer = await createUser();
    const mine = await placeOrder({ user: customer.id }, await bearerFor(customer.id));
    const guests = await placeOrder();
    const stranger = await getUserById((await createUser()).id);
    const admin = await getUserById((await createUser({ role: 1 })).id);
    const owner = await getUserById(customer.id);

    expect((await orderForViewer(guests.orderNumber, keyOf(guests), null))?.order.id).toBe(guests._id);
    expect(await orderForViewer(guests.orderNumber, undefined, null)).toBeNull();
    // Another order's key, a key one character off, and a stranger's session reveal nothing.
    expect(await orderForViewer(guests.orderNumber, keyOf(mine), null)).toBeNull();
    const off = keyOf(guests).slice(0, -1) + (keyOf(guests).endsWith("A") ? "B" : "A");
    expect(await orderForViewer(guests.orderNumber, off, null)).toBeNull();
    // A key of 22 characters but more bytes, and an overlong number, are nobody's (and no error).
    expect(await orderForViewer(guests.orderNumber, "é".repeat(22), null)).toBeNull();
    expect(await orderForViewer(" ".repeat(20_000) + "x", undefined, admin)).toBeNull();
    expect(await orderForViewer(guests.orderNumber, undefined, stranger)).toBeNull();
    expect(await orderForViewer(mine.orderNumber, undefined, stranger)).toBeNull();

    expect((await orderForViewer(mine.orderNumber, undefined, owner))?.order.id).toBe(mine._id);
    expect((await orderForViewer(guests.orderNumber, undefined, admin))?.order.id).toBe(guests._id);
    expect(await orderForViewer("MDF-999999999", undefined, admin)).toBeNull();
    expect(await orderForViewer("not-a-number", undefined, admin)).toBeNull();
  });
});

describe("POST /api/order/track", () => {
  it("answers the signed link for the number and phone, however the phone is written", async () => {
    const placed = await placeOrder({ phone: "0300-1234567" });
    for (const phone of ["0300-1234567", "+92 300 1234567", "03001234567"]) {
      const response = await callRoute(trackOrder, {
        body: { orderNumber: placed.orderNumber.toLowerCase(), phone },
        headers: { "x-test-client": phone },
      });
      expect(response.json).toEqual({ orderUrl: placed.orderUrl });
    }
  });

  it("says the same for a wrong phone and a wrong number, and throttles the guesses", async () => {
    const placed = await placeOrder();
    const wrongPhone = await callRoute(trackOrder, {
      body: { orderNumber: placed.orderNumber, phone: "0311-7654321" },
    });
    const wrongNumber = await callRoute(trackOrder, { body: { orderNumber: "MDF-99999999", phone: "0300-1234567" } });
    expectRefusal(wrongPhone, 200, trackOrderMessages.notFound);
    expectRefusal(wrongNumber, 200, trackOrderMessages.notFound);

    // One order number takes `pairLimit` wrong tries from one client in the window; then that client
    // is refused even the right phone (test/api/abuse-limits.int.test.ts: other clients are not).
    for (let attempt = 2; attempt <= trackLimits.pairLimit; attempt += 1)
      await callRoute(trackOrder, { body: { orderNumber: placed.orderNumber, phone: `0311-765432${attempt}` } });
    const throttled = await callRoute(trackOrder, { body: { orderNumber: placed.orderNumber, phone: placed.phone } });
    expectRefusal(throttled, 429, trackOrderMessages.throttled);
    const malformed = await callRoute(trackOrder, { body: { orderNumber: "'; DROP TABLE", phone: "x" } });
    expectRefusal(malformed, 200, trackOrderMessages.number);
  });
});

describe("the confirmation call and the status history", () => {
  it("counts the calls, moves a confirmed order on, and shows the shopper everything but staff notes", async () => {
    const admin = await createUser({ role: 1, name: "Shop Admin" });
    const headers = await bearerFor(admin.id);
    const placed = await placeOrder();
    const call = (outcome: string) => callRoute(recordCall, { body: { oId: placed._id, outcome }, headers });

    expect((await call("NoAnswer")).json).toEqual({ success: "Call recorded: No answer" });
    expect(await db.order.findUniqueOrThrow({ where: { id: placed._id } })).toMatchObject({
      status: "NotProcessed",
      confirmation: "NoAnswer",
      confirmationAttempts: 1,
    });
    await call("Confirmed");
    expect(await db.order.findUniqueOrThrow({ where: { id: placed._id } })).toMatchObject({
      status: "Processing",
      confirmation: "Confirmed",
      confirmationAttempts: 2,
    });
    expectRefusal(await call("NoAnswer"), 200, "This order is no longer waiting for confirmation.");

    await callRoute(addNote, { body: { oId: placed._id, note: "Rider: call before 5 pm" }, headers });
    await callRoute(addNote, { body: { oId: placed._id, note: "Packed with care", internal: false }, headers });
    await callRoute(updateOrder, { body: { oId: placed._id, status: "Shipped" }, headers });
    await callRoute(updateOrder, { body: { oId: placed._id, status: "Delivered" }, headers });

    const staff = await orderHistory(placed._id, "staff");
    expect(staff.map((event) => [eventTitle(event, "staff"), event.actorName])).toEqual([
      ["Order placed", null],
      ["Call: No answer", "Shop Admin"],
      ["Call: Confirmed", "Shop Admin"],
      ["Status: Processing", "Shop Admin"],
      ["Note (staff only)", "Shop Admin"],
      ["Note", "Shop Admin"],
      ["Status: Shipped", "Shop Admin"],
      ["Status: Delivered", "Shop Admin"],
    ]);
    const shopper = await orderHistory(placed._id, "shopper");
    expect(shopper.map((event) => [eventTitle(event, "shopper"), event.note, event.actorName])).toEqual([
      ["Order placed", null, null],
      ["We called but could not reach you", null, null],
      ["Confirmed by phone", null, null],
      ["Confirmed and being packed", null, null],
      ["Note", "Packed with care", null],
      ["Handed to the courier", null, null],
      ["Delivered", null, null],
    ]);
    const topics = await db.outboxMessage.findMany({
      where: { orderId: placed._id, to: placed.email },
      orderBy: { createdAt: "asc" },
      select: { topic: true },
    });
    expect(topics.map((message) => message.topic)).toEqual([
      "order-placed",
      "order-confirmed",
      "order-shipped",
      "order-delivered",
    ]);
  });

  it("cancels at the customer's request and returns the stock; a stranger may record nothing", async () => {
    const admin = await createUser({ role: 1 });
    const placed = await placeOrder();
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: placed._id } });
    const customer = await createUser();
    const refused = await callRoute(recordCall, {
      body: { oId: placed._id, outcome: "Confirmed" },
      headers: await bearerFor(customer.id),
    });
    expect(refused.status).toBe(403);
    await callRoute(recordCall, {
      body: { oId: placed._id, outcome: "CancelledByCustomer" },
      headers: await bearerFor(admin.id),
    });
    expect(await db.order.findUniqueOrThrow({ where: { id: placed._id } })).toMatchObject({
      status: "Cancelled",
      confirmation: "CancelledByCustomer",
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: line.productId! } })).stock.toNumber()).toBe(10);
    const told = await db.outboxMessage.findMany({ where: { orderId: placed._id, to: placed.email } });
    expect(told.map((message) => message.subject).sort()).toEqual([
      `Your order ${placed.orderNumber} is cancelled`,
      `Your order ${placed.orderNumber} is placed`,
    ]);
  });
});

describe("the outbox", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.stop());

  it("lists the newest messages not sent for the dashboard, and how many wait", async () => {
    await db.outboxMessage.updateMany({ data: { sentAt: new Date(), nextAttemptAt: null } });
    expect(await listUnsent(10)).toEqual({ messages: [], count: 0 });
    const placed = await placeOrder();
    const second = await placeOrder();
    const few = await listUnsent(10);
    expect(few.count).toBe(4);
    expect(few.messages.map((message) => message.order?.id)).toEqual([second._id, second._id, placed._id, placed._id]);
    const newest = await listUnsent(3);
    expect({ shown: newest.messages.length, count: newest.count }).toEqual({ shown: 3, count: 4 });
  });

  it("delivers each message exactly once across a mail-server outage and a worker that dies mid-send", async () => {
    await db.outboxMessage.updateMany({ data: { sentAt: new Date(), nextAttemptAt: null } });
    const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
    const placed = [await placeOrder(), await placeOrder()];
    const expected = await db.outboxMessage.findMany({ where: { sentAt: null }, select: { id: true, subject: true } });
    expect(expected).toHaveLength(4);

    // The mail server is down: every message fails, is kept, and is tried again later.
    await smtp.stop();
    expect(await deliverDue({ send: sender.send, retryBaseMs: 0 })).toEqual({ sent: 0, failed: 4 });
    const failed = await db.outboxMessage.findMany({ where: { sentAt: null } });
    expect(failed.every((message) => message.attempts === 1 && message.lastError !== null)).toBe(true);

    // A worker claims a message and dies before sending it: nobody else takes it during its lease...
    await smtp.start();
    let died: () => void = () => undefined;
    const dead = new Promise<void>((resolve) => (died = resolve));
    void deliverDue({
      // The first send never ends: the process "died" there, holding its message.
      send: () => {
        died();
        return new Promise(() => undefined);
      },
      leaseMs: 2_000,
    });
    const diedAt = Date.now();
    await dead;
    const afterRestart = { send: sender.send, retryBaseMs: 0 };
    expect((await deliverDue(afterRestart)).sent).toBe(3);
    // ...and once it runs out, the restarted server sends it.
    await new Promise((resolve) => setTimeout(resolve, diedAt + 2_100 - Date.now()));
    expect((await deliverDue(afterRestart)).sent).toBe(1);
    expect(await deliverDue(afterRestart)).toEqual({ sent: 0, failed: 0 });

    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(expected.map((message) => message.subject).sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(4);
    const toShop = smtp.received.find(
      (mail) => mail.subject === `New order ${placed[0]!.orderNumber}: ${formatRupees(2049)}`,
    )!;
    expect(toShop.text).toContain(`https://shop.example.pk/admin/dashboard/orders/${placed[0]!._id}`);
    expect(await db.outboxMessage.count({ where: { sentAt: null } })).toBe(0);
    sender.close();
  });
});

it("keeps one link per order: the path is what the create answer gave", async () => {
  const placed = await placeOrder();
  expect(orderPagePath({ id: placed._id, number: numberOf(placed) })).toBe(placed.orderUrl);
});
