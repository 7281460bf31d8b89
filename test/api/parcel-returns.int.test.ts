// A shipped parcel that comes back: recorded once with its reason, whoever records it and however
// many at once; its stock back on the shelf exactly once through a cancel and a re-open after it;
// the customer sent nothing; and the order counted as a return, never as revenue.
import "../support/mail-env";
import { POST as recordReturnRoute } from "@/app/api/order/return/route";
import { POST as updateOrder } from "@/app/api/order/update-order/route";
import { eventTitle } from "@/lib/domain/order-text";
import { parcelMessages } from "@/lib/domain/validation/parcels";
import { db } from "@/lib/server/db";
import { orderHistory } from "@/lib/server/orders/history";
import { getPeriodCash, getReturnRates } from "@/lib/server/reports/cash";
import { getPeriodSales } from "@/lib/server/reports/sales";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createUser } from "../support/fixtures";
import { customerTopics, placeOrder, placeShippedOrder, shipPlacedOrder, stockOf } from "../support/shipped-orders";

jest.setTimeout(60_000);

const alreadyRecorded = "This parcel's return is already recorded.";
const notShipped = "Only a shipped parcel can be recorded as returned.";

let adminA: Record<string, string>;
let adminB: Record<string, string>;

beforeAll(async () => {
  adminA = await bearerFor((await createUser({ role: 1, name: "Ayesha Admin" })).id);
  adminB = await bearerFor((await createUser({ role: 1, name: "Bilal Admin" })).id);
});

const recordReturn = (oId: string, reason: unknown, headers: Record<string, string>) =>
  callRoute(recordReturnRoute, { body: { oId, reason }, headers });

const setStatus = (oId: string, status: string) => callRoute(updateOrder, { body: { oId, status }, headers: adminA });

/** What a refused call must leave as it was. */
async function snapshot(orderId: string, productId: string) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, returnedAt: true, returnReason: true, updatedAt: true },
  });
  const [events, messages] = await Promise.all([
    db.orderEvent.count({ where: { orderId } }),
    db.outboxMessage.count({ where: { orderId } }),
  ]);
  return { order, events, messages, stock: await stockOf(productId) };
}

describe("POST /api/order/return", () => {
  it("is for admins only: 401 without a session, 403 for a customer, and nothing changes", async () => {
    const order = await placeShippedOrder();
    const before = await snapshot(order.id, order.productId);
    const anonymous = await recordReturn(order.id, "RefusedAtDoor", {});
    expect(anonymous.status).toBe(401);
    const customer = await recordReturn(order.id, "RefusedAtDoor", await bearerFor((await createUser()).id));
    expectRefusal(customer, 403, "Admins only.");
    expect(await snapshot(order.id, order.productId)).toEqual(before);
  });

  it("refuses a reason not in the list, a missing order id and an unknown order, changing nothing", async () => {
    const order = await placeShippedOrder();
    const before = await snapshot(order.id, order.productId);
    expectRefusal(await recordReturn(order.id, "Lost", adminA), 400, parcelMessages.reason);
    expectRefusal(await recordReturn(order.id, undefined, adminA), 400, parcelMessages.reason);
    expectRefusal(
      await callRoute(recordReturnRoute, { body: { reason: "Damaged" }, headers: adminA }),
      400,
      "Order id is required",
    );
    expectRefusal(await recordReturn("c00000000000000000000none", "Damaged", adminA), 404, "Order not found");
    expect(await snapshot(order.id, order.productId)).toEqual(before);
  });

  it("refuses an order that is not shipped, or delivered, changing nothing", async () => {
    const placed = await placeOrder();
    const before = await snapshot(placed.id, placed.productId);
    expectRefusal(await recordReturn(placed.id, "RefusedAtDoor", adminA), 200, notShipped);
    expect(await snapshot(placed.id, placed.productId)).toEqual(before);

    const delivered = await placeShippedOrder();
    await setStatus(delivered.id, "Delivered");
    const deliveredBefore = await snapshot(delivered.id, delivered.productId);
    expectRefusal(await recordReturn(delivered.id, "Damaged", adminA), 200, notShipped);
    expect(await snapshot(delivered.id, delivered.productId)).toEqual(deliveredBefore);
  });
});

describe("a returned parcel", () => {
  it("recorded by two admins at once, then cancelled, then re-opened: its stock back once, taken again once", async () => {
    const order = await placeShippedOrder();
    expect(await stockOf(order.productId)).toBe(9);

    const answers = await Promise.all([
      recordReturn(order.id, "RefusedAtDoor", adminA),
      recordReturn(order.id, "NotReachable", adminB),
    ]);
    const succeeded = answers.filter((answer) => answer.json.success);
    expect(succeeded).toHaveLength(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.find((answer) => answer.json.error)?.json).toEqual({ error: alreadyRecorded });
    const winner = answers[0].json.success
      ? { reason: "RefusedAtDoor", label: "Refused at the door", by: "Ayesha Admin" }
      : { reason: "NotReachable", label: "Customer not reachable", by: "Bilal Admin" };
    expect(succeeded[0]!.json.success).toBe(`Return recorded: ${winner.label}. The stock is back on the shelf.`);
    expect(await stockOf(order.productId)).toBe(10);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "Cancelled", returnReason: winner.reason });
    expect(row.returnedAt).toBeInstanceOf(Date);

    // The history says who recorded it and when, once.
    const history = await orderHistory(order.id, "staff");
    const cancelled = history.filter((event) => event.status === "Cancelled");
    expect(cancelled.map((event) => [eventTitle(event, "staff"), event.actorName])).toEqual([
      ["Status: Cancelled", winner.by],
    ]);
    expect(cancelled[0]!.note).toMatch(/^The parcel came back to us: /);
    expect(Date.parse(cancelled[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // Recording it again, or cancelling it after, returns nothing more.
    expectRefusal(await recordReturn(order.id, "Damaged", adminA), 200, alreadyRecorded);
    expect((await setStatus(order.id, "Cancelled")).json).toEqual({ success: "Order updated successfully" });
    expect(await stockOf(order.productId)).toBe(10);

    // Re-opened (the customer called back): the stock is taken again once, and the return forgotten.
    await setStatus(order.id, "Processing");
    expect(await stockOf(order.productId)).toBe(9);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "Processing",
      returnedAt: null,
      returnReason: null,
    });
    await setStatus(order.id, "Processing");
    expect(await stockOf(order.productId)).toBe(9);

    // The customer heard of the order and of its shipping, never of the return (nor of a delivery).
    expect(await customerTopics(order)).toEqual(["order-placed", "order-shipped"]);
  });

  it("recorded while another admin cancels it: the stock comes back once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await placeShippedOrder();
      const [returned, cancelled] = await Promise.all([
        recordReturn(order.id, "WrongAddress", adminA),
        setStatus(order.id, "Cancelled"),
      ]);
      expect(cancelled.json).toEqual({ success: "Order updated successfully" });
      // The cancel came first: the parcel is no longer shipped, and the order stays a plain cancel.
      if (returned.json.error) expect(returned.json).toEqual({ error: notShipped });
      else expect(returned.json.success).toMatch(/^Return recorded/);
      expect(await stockOf(order.productId)).toBe(10);
    }
  });

  it("counts as a return, not as revenue", async () => {
    const [kept, returned] = [await placeShippedOrder(), await placeShippedOrder()];
    const now = new Date();
    const sales = async () => (await getPeriodSales(now)).find((period) => period.key === "today")!;
    const cash = async () => (await getPeriodCash(new Date())).find((period) => period.key === "today")!;
    const before = { sales: await sales(), cash: await cash(), rates: await getReturnRates() };

    await recordReturn(returned.id, "Damaged", adminA);
    await setStatus(kept.id, "Delivered");

    const after = { sales: await sales(), cash: await cash(), rates: await getReturnRates() };
    expect(after.sales.revenue).toBe(before.sales.revenue - returned.total);
    expect(after.sales.orders).toBe(before.sales.orders - 1);
    expect(after.cash.returned).toEqual({
      value: before.cash.returned.value + returned.total,
      parcels: before.cash.returned.parcels + 1,
    });
    expect(after.cash.delivered.revenue).toBe(before.cash.delivered.revenue + kept.total);
    expect(after.rates.overall).toEqual({
      parcels: before.rates.overall.parcels + 2,
      returned: before.rates.overall.returned + 1,
    });
  });

  it("takes the return of a parcel shipped with any courier, and of one shipped before couriers were recorded", async () => {
    const order = await placeOrder();
    await shipPlacedOrder(order, "courier-leopards");
    expect((await recordReturn(order.id, "Other", adminA)).json.success).toBeDefined();
    const legacy = await placeOrder();
    await setStatus(legacy.id, "Shipped");
    expect((await recordReturn(legacy.id, "RefusedAtDoor", adminA)).json.success).toBeDefined();
    expect(await stockOf(legacy.productId)).toBe(10);
  });
});
