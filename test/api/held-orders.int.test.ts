// An order from a blocked number is held for review rather than refused in the shopper's face (issue
// 34, "who is calling"): placed as usual, its customer not e-mailed, the shop's mail saying it is held,
// released by the confirmation call; the limits on a phone's and a network's orders still apply.
import "../support/mail-env";
import { POST as blockRoute } from "@/app/api/blocked-phones/route";
import { POST as cancelAsFake } from "@/app/api/order/cancel-as-fake/route";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { clientAddressHeader, shopServerFlag } from "@/lib/app-server";
import { heldOrderTexts } from "@/lib/domain/held-orders";
import { orderLimits } from "@/lib/domain/limits";
import { orderLimitMessages } from "@/lib/domain/order-limits";
import { formatRupees } from "@/lib/domain/pricing";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { db } from "@/lib/server/db";
import { listOrdersPage } from "@/lib/server/orders/admin";
import { orderHistory } from "@/lib/server/orders/history";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { callRoute, expectRefusal } from "../support/api";
import { restoreEnv, setEnv } from "../support/env";
import { bearerFor, createProduct, createUser } from "../support/fixtures";
import { checkoutBody, type CheckoutLine } from "../support/orders";
import { startSmtp, type TestSmtp } from "../support/smtp";

jest.setTimeout(60_000);

let admin: Record<string, string>;
let addresses = 0;
/** A client network no other order of the file comes from. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

beforeAll(async () => {
  setEnv({ [shopServerFlag]: "1" });
  admin = await bearerFor((await createUser({ role: 1, name: "Shop Admin" })).id);
});
afterAll(restoreEnv);

let blockedNumbers = 0;
/** A number the admin has just blocked by hand, as typed then, and another way of writing it. */
async function blockedPhone(): Promise<{ typed: string; other: string }> {
  const digits = String(8_800_000 + (blockedNumbers += 1));
  await callRoute(blockRoute, { body: { phone: `0301-${digits}`, reason: "Refused every parcel" }, headers: admin });
  return { typed: `0301-${digits}`, other: `+92 301 ${digits}` };
}

interface Placed {
  _id: string;
  orderNumber: string;
  orderUrl: string;
  heldForReview: boolean;
}

async function order(
  lines: CheckoutLine[],
  phone: string,
  address = newAddress(),
  headers: Record<string, string> = {},
) {
  const body = checkoutBody(lines, { phone });
  const response = await callRoute(createOrder, { body, headers: { [clientAddressHeader]: address, ...headers } });
  return { response, email: body.customerInfo.email };
}

const placed = (response: Awaited<ReturnType<typeof order>>["response"]) => response.json.order as Placed;
const stored = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const messagesOf = (orderId: string) =>
  db.outboxMessage.findMany({
    where: { orderId },
    orderBy: { createdAt: "asc" },
    select: { to: true, subject: true, text: true },
  });

describe("an order from a blocked number", () => {
  it("is placed as usual for the shopper, but held: its customer is not e-mailed and the shop's mail says it is held", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false, price: 2000 });
    const { other } = await blockedPhone();
    const { response, email } = await order([{ id: product.id, quantity: 1 }], other);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "Order placed successfully" });
    const held = placed(response);
    expect(held.orderUrl).toMatch(/^\/orders\/MDF-\d+\?key=/);
    // Nothing in the shopper's answer tells a fraudster the number is known.
    expect(held).not.toHaveProperty("heldForReview");
    expect(held).not.toHaveProperty("payment");
    expect(await stored(held._id)).toMatchObject({ heldForReview: true, mailsCustomer: false, email });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(9);

    const messages = await messagesOf(held._id);
    expect(messages.map((message) => [message.to, message.subject])).toEqual([
      ["orders@margalla.test", heldOrderTexts.shopMailSubject(`New order ${held.orderNumber}: ${formatRupees(2249)}`)],
    ]);
    expect(messages[0]!.text).toContain(heldOrderTexts.shopMailLine);

    // The staff's history says why; the shopper's shows an order like any other.
    const staff = await orderHistory(held._id, "staff");
    expect(staff.map((event) => event.note)).toContain(heldOrderTexts.heldNote);
    expect((await orderHistory(held._id, "shopper")).map((event) => event.kind)).toEqual(["Placed"]);
  });

  it("is released by the call that confirms it: its customer is e-mailed from then on, by the real mail server", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const { typed } = await blockedPhone();
    const { response, email } = await order([{ id: product.id, quantity: 1 }], typed);
    const held = placed(response);

    // A call nobody answered keeps it held.
    await callRoute(recordCall, { body: { oId: held._id, outcome: "NoAnswer" }, headers: admin });
    expect(await stored(held._id)).toMatchObject({ heldForReview: true, mailsCustomer: false });

    await callRoute(recordCall, { body: { oId: held._id, outcome: "Confirmed" }, headers: admin });
    expect(await stored(held._id)).toMatchObject({
      heldForReview: false,
      mailsCustomer: true,
      status: "Processing",
      confirmation: "Confirmed",
    });
    const released = (await orderHistory(held._id, "staff")).find(
      (event) => event.note === heldOrderTexts.releasedNote,
    );
    expect(released).toMatchObject({ internal: true, actorName: "Shop Admin" });
    // The number stays blocked: the next order from it is held again.
    expect(await db.blockedPhone.count({ where: { phone: typed } })).toBe(1);

    const smtp: TestSmtp = await startSmtp();
    try {
      const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
      await deliverDue({ send: sender.send, retryBaseMs: 0 });
      const toCustomer = smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
      expect(toCustomer.map((mail) => mail.subject)).toEqual([`Your order ${held.orderNumber} is confirmed`]);
    } finally {
      await smtp.stop();
    }
  });

  it("cancelled as fake keeps the number blocked, with its first block", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const { typed, other } = await blockedPhone();
    const held = placed((await order([{ id: product.id, quantity: 1 }], other)).response);
    await callRoute(cancelAsFake, { body: { oId: held._id }, headers: admin });
    expect(await stored(held._id)).toMatchObject({ status: "Cancelled", heldForReview: true });
    expect(await db.blockedPhone.findFirstOrThrow({ where: { phone: typed } })).toMatchObject({
      reason: "Refused every parcel",
      orderId: null,
    });
    expect(await messagesOf(held._id)).toHaveLength(1);
  });

  it("is still held to the limits of a phone's and a network's unconfirmed orders", async () => {
    const product = await createProduct({ stock: 100, hasWeightSelection: false, price: 2_000 });
    const { typed, other } = await blockedPhone();
    const line = [{ id: product.id, quantity: 1 }];
    for (let index = 0; index < orderLimits.openPerPhone; index += 1)
      expect(await stored(placed((await order(line, index % 2 ? typed : other)).response)._id)).toMatchObject({
        heldForReview: true,
      });
    expectRefusal((await order(line, typed)).response, 429, orderLimitMessages.openPerPhone);

    // Rs. 40,000 waiting from one network: one more hamper would make it Rs. 60,000.
    const hamper = await createProduct({ stock: 100, hasWeightSelection: false, price: 20_000 });
    const second = await blockedPhone();
    const network = newAddress();
    const big = placed((await order([{ id: hamper.id, quantity: 2 }], second.typed, network)).response);
    expect(await stored(big._id)).toMatchObject({ heldForReview: true });
    const refused = (await order([{ id: hamper.id, quantity: 1 }], second.other, newAddress())).response;
    expectRefusal(refused, 200, orderLimitMessages.awaitingValue(60_000));
    // And per network: five unconfirmed orders from it, held or not, and the sixth is refused.
    for (let index = 0; index < orderLimits.openPerNetwork - 1; index += 1)
      expect((await order(line, `0300-66600${index}${index}`, network)).response.json.success).toBe(true);
    expectRefusal(
      (await order(line, (await blockedPhone()).typed, network)).response,
      429,
      orderLimitMessages.openPerNetwork,
    );
  });

  it("placed by staff for a customer is not held: they spoke to them", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const { typed } = await blockedPhone();
    const { response } = await order([{ id: product.id, quantity: 1 }], typed, newAddress(), admin);
    expect(await stored(placed(response)._id)).toMatchObject({ heldForReview: false });
  });
});

describe("the admin's orders list", () => {
  it("filters the orders held for review (held=1), and a released one leaves the filter", async () => {
    const product = await createProduct({ stock: 10, hasWeightSelection: false });
    const { typed } = await blockedPhone();
    const [first, second] = [
      placed((await order([{ id: product.id, quantity: 1 }], typed)).response),
      placed((await order([{ id: product.id, quantity: 1 }], typed)).response),
    ];
    placed((await order([{ id: product.id, quantity: 1 }], "0300-4445556")).response);
    await callRoute(recordCall, { body: { oId: first._id, outcome: "Confirmed" }, headers: admin });

    const list = await listOrdersPage(orderFilterSchema.parse({ held: "1" }));
    expect(list.orders.every((listed) => listed.heldForReview)).toBe(true);
    expect(list.orders.map((listed) => listed.id)).toContain(second._id);
    expect(list.orders.map((listed) => listed.id)).not.toContain(first._id);
    expect(list.total).toBe(await db.order.count({ where: { heldForReview: true } }));
  });
});
