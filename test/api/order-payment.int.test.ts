// The courier's payment of one order's cash, recorded from the order's page: whole rupees, once, for
// a parcel the courier carried and delivered; every refusal says why and writes nothing.
import "../support/mail-env";
import { POST as recordPaymentRoute } from "@/app/api/order/payment/route";
import { POST as recordReturnRoute } from "@/app/api/order/return/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { paymentRefusals } from "@/lib/domain/cash";
import { eventTitle } from "@/lib/domain/order-text";
import { orderPaymentMessages } from "@/lib/domain/validation/cash";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { db } from "@/lib/server/db";
import { orderHistory } from "@/lib/server/orders/history";
import { recordPayment } from "@/lib/server/orders/parcels";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createUser } from "../support/fixtures";
import { customerTopics, packer, placeOrder, placeShippedOrder, tcs } from "../support/shipped-orders";

jest.setTimeout(60_000);

let admin: Record<string, string>;

beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1, name: "Cash Admin" })).id);
});

const pay = (body: Record<string, unknown>, headers = admin) => callRoute(recordPaymentRoute, { body, headers });

const setStatus = (oId: string, status: string) => callRoute(updateOrder, { body: { oId, status }, headers: admin });

/** What a refused payment must leave as it was: the order's cash fields, its history and every payment. */
async function snapshot(orderId: string) {
  const [order, events, payments, messages] = await Promise.all([
    db.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, paymentId: true, paidAt: true, paidAmount: true, courierFee: true, updatedAt: true },
    }),
    db.orderEvent.count({ where: { orderId } }),
    db.courierPayment.count(),
    db.outboxMessage.count({ where: { orderId } }),
  ]);
  return { order, events, payments, messages };
}

async function deliveredOrder() {
  const order = await placeShippedOrder();
  await setStatus(order.id, "Delivered");
  return order;
}

describe("POST /api/order/payment", () => {
  it("is for admins only: 401 without a session, 403 for a customer, and nothing changes", async () => {
    const order = await deliveredOrder();
    const before = await snapshot(order.id);
    const body = { oId: order.id, amount: order.total, fee: 150 };
    expect((await pay(body, {})).status).toBe(401);
    expectRefusal(await pay(body, await bearerFor((await createUser()).id)), 403, "Admins only.");
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("takes whole rupees only, more than nothing, and a fee no more than the amount", async () => {
    const order = await deliveredOrder();
    const before = await snapshot(order.id);
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: "abc", fee: 0 }, parcelMessages.amount],
      [{ amount: 2049.5, fee: 0 }, parcelMessages.amount],
      [{ amount: -5, fee: 0 }, parcelMessages.amount],
      [{ amount: 0, fee: 0 }, orderPaymentMessages.amount],
      [{ amount: "", fee: 0 }, orderPaymentMessages.amount],
      [{ amount: 2049, fee: 12.5 }, parcelMessages.amount],
      [{ amount: 2049, fee: 2050 }, orderPaymentMessages.feeAboveAmount],
      [{ amount: 2049, fee: 0, reference: "x".repeat(101) }, orderPaymentMessages.reference],
    ];
    for (const [fields, message] of refusals) expectRefusal(await pay({ oId: order.id, ...fields }), 200, message);
    expectRefusal(await pay({ amount: 2049, fee: 0 }), 200, "Order id is required");
    expectRefusal(await pay({ oId: "c00000000000000000000none", amount: 2049, fee: 0 }), 404, "Order not found");
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("records a delivered order's cash once: the payment, the order's fields and a staff-only history entry", async () => {
    const order = await deliveredOrder();
    expect(order.total).toBe(2049);
    const answer = await pay({ oId: order.id, amount: "2049", fee: "180", reference: "  TCS-STMT-0042 " });
    expect(answer.json).toEqual({ success: "Payment recorded: Rs.\u00a02,049 received, fee Rs.\u00a0180" });

    const row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { payment: true } });
    expect(row).toMatchObject({ status: "Delivered", paidAmount: 2049, courierFee: 180 });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.payment).toMatchObject({
      courierId: tcs,
      reference: "TCS-STMT-0042",
      amount: 2049,
      fees: 180,
      recordedBy: "Cash Admin",
    });
    expect(await db.order.count({ where: { paymentId: row.paymentId } })).toBe(1);

    const history = await orderHistory(order.id, "staff");
    const entry = history.at(-1)!;
    expect([eventTitle(entry, "staff"), entry.note, entry.internal, entry.actorName]).toEqual([
      "Cash received from the courier",
      "Rs.\u00a02,049 collected by TCS, fee Rs.\u00a0180 (TCS-STMT-0042).",
      true,
      "Cash Admin",
    ]);
    expect((await orderHistory(order.id, "shopper")).some((event) => event.kind === "Payment")).toBe(false);

    // Paid is paid: a second payment, from this page or from a courier's file, is refused whole.
    const before = await snapshot(order.id);
    expectRefusal(await pay({ oId: order.id, amount: 2049, fee: 0 }), 200, paymentRefusals.alreadyPaid(order.number));
    await expect(
      recordPayment({ courierId: tcs, reference: null, lines: [{ orderId: order.id, amount: 2049, fee: 0 }] }, packer),
    ).rejects.toThrow(paymentRefusals.alreadyPaid(order.number));
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("marks a shipped order Delivered when its courier pays for it, with the customer's delivered mail", async () => {
    const order = await placeShippedOrder();
    expect((await pay({ oId: order.id, amount: 2000, fee: 100 })).json.success).toBeDefined();
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "Delivered",
      paidAmount: 2000,
      courierFee: 100,
    });
    expect(await customerTopics(order)).toEqual(["order-placed", "order-shipped", "order-delivered"]);
  });

  it("refuses an order without a courier, a cancelled or returned one and one not delivered, changing nothing", async () => {
    const noCourier = await placeOrder();
    await setStatus(noCourier.id, "Delivered");
    const returned = await placeShippedOrder();
    await callRoute(recordReturnRoute, { body: { oId: returned.id, reason: "RefusedAtDoor" }, headers: admin });
    const cancelledEarly = await placeOrder();
    await setStatus(cancelledEarly.id, "Cancelled");
    // Shipped, then cancelled and re-opened: it has a courier but is being packed again.
    const reopened = await placeShippedOrder();
    await setStatus(reopened.id, "Cancelled");
    await setStatus(reopened.id, "Processing");

    const cases = [
      [noCourier, paymentRefusals.noCourier(noCourier.number)],
      [returned, paymentRefusals.cancelled(returned.number)],
      [cancelledEarly, paymentRefusals.cancelled(cancelledEarly.number)],
      [reopened, paymentRefusals.notDelivered(reopened.number)],
    ] as const;
    for (const [order, message] of cases) {
      const before = await snapshot(order.id);
      expectRefusal(await pay({ oId: order.id, amount: order.total, fee: 100 }), 200, message);
      expect(await snapshot(order.id)).toEqual(before);
    }
  });

  it("lets two admins paying for the same order at once record it once", async () => {
    const order = await deliveredOrder();
    const paymentsBefore = await db.courierPayment.count();
    const answers = await Promise.all([
      pay({ oId: order.id, amount: 2049, fee: 150 }),
      pay({ oId: order.id, amount: 2049, fee: 150 }),
    ]);
    expect(answers.filter((answer) => answer.json.success)).toHaveLength(1);
    expect(answers.find((answer) => answer.json.error)?.json).toEqual({
      error: paymentRefusals.alreadyPaid(order.number),
    });
    expect(await db.courierPayment.count()).toBe(paymentsBefore + 1);
  });

  it("refuses a courier's payment naming an order another courier carried", async () => {
    const order = await deliveredOrder();
    await expect(
      recordPayment(
        { courierId: "courier-leopards", reference: null, lines: [{ orderId: order.id, amount: 2049, fee: 0 }] },
        packer,
      ),
    ).rejects.toThrow(paymentRefusals.otherCourier(order.number, "Leopards"));
  });
});
