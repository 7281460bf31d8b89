import "../support/mail-env";
import { PUT as updateCourier } from "@/app/api/couriers/[id]/route";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as shipOrder } from "@/app/api/order/ship/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { eventTitle } from "@/lib/domain/order-text";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { db } from "@/lib/server/db";
import { orderHistory } from "@/lib/server/orders/history";
import { recordPayment } from "@/lib/server/orders/parcels";
import { orderForViewer } from "@/lib/server/orders/shopper";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createProduct, createUser, tableCounts } from "../support/fixtures";
import { checkoutBody } from "../support/orders";
import { startSmtp, type TestSmtp } from "../support/smtp";

jest.setTimeout(60_000);

let admin: Record<string, string>;

beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1, name: "Shop Admin" })).id);
});

interface Placed {
  id: string;
  orderNumber: string;
  key: string;
  email: string;
}

/** A guest's order, confirmed by phone: packed and ready for the courier. */
async function packedOrder(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const product = await createProduct({ price: 2000, stock: 10 });
  const body = checkoutBody([{ id: product.id, weight: "500g", quantity: 1 }], extra);
  const placed = await callRoute(createOrder, { body, headers });
  const order = placed.json.order as { _id: string; orderNumber: string; orderUrl: string };
  await callRoute(recordCall, { body: { oId: order._id, outcome: "Confirmed" }, headers: admin });
  return {
    id: order._id,
    orderNumber: order.orderNumber,
    key: new URL(order.orderUrl, "http://x").searchParams.get("key")!,
    email: body.customerInfo.email,
  } satisfies Placed;
}

const ship = (oId: string, courierId: string, consignmentNumber: string, headers = admin) =>
  callRoute(shipOrder, { body: { oId, courierId, consignmentNumber }, headers });

const row = (id: string) => db.order.findUniqueOrThrow({ where: { id } });

const mailsTo = (placed: Placed, topic: string) =>
  db.outboxMessage.findMany({ where: { orderId: placed.id, to: placed.email, topic }, orderBy: { createdAt: "asc" } });

describe("POST /api/order/ship", () => {
  it("refuses anonymous callers with 401 and customers with 403, and changes nothing", async () => {
    const placed = await packedOrder();
    const customer = await bearerFor((await createUser()).id);
    const before = await tableCounts();
    expectRefusal(await ship(placed.id, "courier-tcs", "77012345678", {}), 401, "Please log in to continue.");
    expectRefusal(await ship(placed.id, "courier-tcs", "77012345678", customer), 403, "Admins only.");
    expect(await tableCounts()).toEqual(before);
    expect(await row(placed.id)).toMatchObject({ status: "Processing", courierId: null, consignmentNumber: null });
  });

  it("refuses an unknown order, an unknown courier and a number no courier prints", async () => {
    const placed = await packedOrder();
    expectRefusal(await ship("missing-order", "courier-tcs", "77012345678"), 404, "Order not found");
    expectRefusal(await ship(placed.id, "courier-nobody", "77012345678"), 200, parcelMessages.courier);
    expectRefusal(await ship(placed.id, "", "77012345678"), 200, parcelMessages.courier);
    expectRefusal(await ship(placed.id, "courier-tcs", "77/01"), 200, parcelMessages.consignmentNumber);
    expect(await row(placed.id)).toMatchObject({ status: "Processing", courierId: null });
  });

  it("ships with the courier and number: the history, the shopper's page and the 'on its way' mail show them", async () => {
    const smtp: TestSmtp = await startSmtp();
    try {
      const placed = await packedOrder();
      const answer = await ship(placed.id, "courier-leopards", "le 750 1234");
      expect(answer.json).toEqual({ success: parcelMessages.shipped });
      const shipped = await row(placed.id);
      expect(shipped).toMatchObject({
        status: "Shipped",
        courierId: "courier-leopards",
        consignmentNumber: "LE7501234",
      });
      expect(shipped.shippedAt).toBeInstanceOf(Date);

      const history = await orderHistory(placed.id, "shopper");
      expect(history.map((event) => [eventTitle(event, "shopper"), event.note]).at(-1)).toEqual([
        "Handed to the courier",
        "With Leopards, consignment number LE7501234.",
      ]);
      const seen = await orderForViewer(placed.orderNumber, placed.key, null);
      expect(seen?.order.shipment).toEqual({
        courier: { id: "courier-leopards", name: "Leopards" },
        consignmentNumber: "LE7501234",
        trackingUrl: "https://www.leopardscourier.com/tracking?cn=LE7501234",
        shippedAt: shipped.shippedAt!.toISOString(),
      });

      // Written to the outbox in the change's transaction, read back from the mail server.
      const [message] = await mailsTo(placed, "order-shipped");
      expect(message?.subject).toBe(`Your order ${placed.orderNumber} is on its way`);
      await db.outboxMessage.updateMany({
        where: { id: { not: message!.id } },
        data: { sentAt: new Date(), nextAttemptAt: null },
      });
      const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
      expect(await deliverDue({ send: sender.send })).toEqual({ sent: 1, failed: 0 });
      sender.close();
      const [mail] = smtp.received;
      expect(mail?.subject).toBe(`Your order ${placed.orderNumber} is on its way`);
      expect(mail?.text).toContain("Your order has been handed to Leopards, consignment number LE7501234.");
      expect(mail?.text).toContain(
        "Track your parcel on Leopards: https://www.leopardscourier.com/tracking?cn=LE7501234",
      );
      expect(mail?.html).toContain('href="https://www.leopardscourier.com/tracking?cn=LE7501234"');
    } finally {
      await smtp.stop();
    }
  });

  it("refuses a consignment number already on another order of that courier, and names that order", async () => {
    const first = await packedOrder();
    const second = await packedOrder();
    await ship(first.id, "courier-tcs", "77012340001");
    expectRefusal(
      await ship(second.id, "courier-tcs", "770 1234 0001"),
      200,
      `TCS consignment number 77012340001 is already on order ${first.orderNumber}.`,
    );
    expect(await row(second.id)).toMatchObject({ status: "Processing", courierId: null });
    // Another courier's number may be the same digits.
    expect((await ship(second.id, "courier-postex", "77012340001")).json).toEqual({ success: parcelMessages.shipped });
  });

  it("gives a number to one of several orders shipped with it at the same moment", async () => {
    const orders = await Promise.all([packedOrder(), packedOrder(), packedOrder()]);
    const answers = await Promise.all(orders.map((order) => ship(order.id, "courier-mnp", "MP-RACE-1")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => "success" in answer.json)).toHaveLength(1);
    for (const refusal of answers.filter((answer) => "error" in answer.json))
      expect(refusal.json.error).toMatch(
        /^M&P consignment number MP-RACE-1 is already on (order MDF-\d+|another order)\.$/,
      );
    expect(await db.order.count({ where: { courierId: "courier-mnp", consignmentNumber: "MP-RACE-1" } })).toBe(1);
  });

  it("corrects the number of a parcel on its way (mailed again), of a delivered one (not mailed), and keeps a retired courier", async () => {
    const placed = await packedOrder();
    await ship(placed.id, "courier-trax", "TRX-1");
    const shippedAt = (await row(placed.id)).shippedAt;

    await ship(placed.id, "courier-trax", "TRX-2");
    expect(await row(placed.id)).toMatchObject({ status: "Shipped", consignmentNumber: "TRX-2", shippedAt });
    const shopper = await orderHistory(placed.id, "shopper");
    expect(shopper.at(-1)?.note).toBe("Courier details changed. With Trax, consignment number TRX-2.");
    const mailed = await mailsTo(placed, "order-shipped");
    expect(mailed).toHaveLength(2);
    expect(mailed[1]?.text).toContain("handed to Trax, consignment number TRX-2.");
    expect(mailed[1]?.text).toContain("https://sonic.pk/tracking?tracking_number=TRX-2");

    // Saving the same details again records nothing.
    const events = (await orderHistory(placed.id, "staff")).length;
    expect((await ship(placed.id, "courier-trax", "trx-2")).json).toEqual({ success: parcelMessages.shipped });
    expect(await orderHistory(placed.id, "staff")).toHaveLength(events);

    await callRoute(updateOrder, { body: { oId: placed.id, status: "Delivered" }, headers: admin });
    // Trax is retired meanwhile: it takes no new parcel, but its own keep it while their number is corrected.
    await callRoute(updateCourier, {
      method: "PUT",
      params: { id: "courier-trax" },
      body: { active: false },
      headers: admin,
    });
    const other = await packedOrder();
    expectRefusal(await ship(other.id, "courier-trax", "TRX-9"), 200, parcelMessages.courier);
    await ship(placed.id, "courier-trax", "TRX-3");
    expect(await row(placed.id)).toMatchObject({
      status: "Delivered",
      courierId: "courier-trax",
      consignmentNumber: "TRX-3",
    });
    expect(await mailsTo(placed, "order-shipped")).toHaveLength(2);
  });

  it("refuses to ship a cancelled order", async () => {
    const placed = await packedOrder();
    await callRoute(updateOrder, { body: { oId: placed.id, status: "Cancelled" }, headers: admin });
    expectRefusal(
      await ship(placed.id, "courier-tcs", "77012349999"),
      200,
      "A cancelled order cannot be shipped; re-open it first.",
    );
  });

  it("keeps the courier of a parcel that courier has paid for, but lets its number be corrected", async () => {
    const placed = await packedOrder();
    expect((await ship(placed.id, "courier-tcs", "77012348888")).json).toEqual({
      success: "Courier and consignment number saved",
    });
    await recordPayment(
      { courierId: "courier-tcs", reference: null, lines: [{ orderId: placed.id, amount: 2249, fee: 150 }] },
      { kind: "Admin", id: null, name: "Shop Admin" },
    );
    expectRefusal(
      await ship(placed.id, "courier-leopards", "LE7508888"),
      200,
      `Order ${placed.orderNumber} is already paid by its courier: its courier cannot change.`,
    );
    expect(await row(placed.id)).toMatchObject({ courierId: "courier-tcs", consignmentNumber: "77012348888" });
    await ship(placed.id, "courier-tcs", "77012348889");
    expect(await row(placed.id)).toMatchObject({ courierId: "courier-tcs", consignmentNumber: "77012348889" });
  });
});

describe("the legacy update-order", () => {
  it("still ships without a courier; the parcel shows none until the admin adds it", async () => {
    const customer = await createUser();
    const headers = await bearerFor(customer.id);
    const placed = await packedOrder({ user: customer.id, isGuest: false }, headers);
    const answer = await callRoute(updateOrder, { body: { oId: placed.id, status: "Shipped" }, headers: admin });
    expect(answer.json).toEqual({ success: "Order updated successfully" });
    expect(await row(placed.id)).toMatchObject({ status: "Shipped", courierId: null });
    const [mail] = await mailsTo(placed, "order-shipped");
    expect(mail?.text).toContain("Your order has been handed to the courier.");

    await ship(placed.id, "courier-callcourier", "CC-88");
    const mine = await callRoute(ordersByUser, { body: {}, headers });
    expect(
      (mine.json.Orders as { _id: string; shipment: unknown }[]).find((order) => order._id === placed.id),
    ).toMatchObject({
      status: "Shipped",
      shipment: {
        courier: { _id: "courier-callcourier", name: "Call Courier" },
        consignmentNumber: "CC-88",
        trackingUrl: "https://cod.callcourier.com.pk/Booking/AfterSavePublic/CC-88",
      },
    });
  });
});
