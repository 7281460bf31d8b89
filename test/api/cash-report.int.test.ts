// The cash page's figures on known orders: the cash each courier holds and since when, the orders
// delivered but not paid after N days, and the couriers' payments; a payment takes its orders off.
import "../support/mail-env";
import { POST as recordPaymentRoute } from "@/app/api/order/payment/route";
import { db } from "@/lib/server/db";
import { recordPayment } from "@/lib/server/orders/parcels";
import {
  getCashFigures,
  getCashReport,
  listCourierCash,
  listCourierPayments,
  listUnpaidDeliveries,
} from "@/lib/server/reports/cash";
import { callRoute } from "../support/api";
import { bearerFor, createUser } from "../support/fixtures";
import { packer, writeOrder } from "../support/shipped-orders";

jest.setTimeout(60_000);

const day = 24 * 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const delivered = (total: number, courierId: string | null, deliveredAt: Date, city = "Lahore") =>
  writeOrder({ total, status: "Delivered", courierId, deliveredAt, city });

let a: { id: string; number: number };
let c: { id: string; number: number };

beforeAll(async () => {
  // The database is this file's own: these are all the orders there are.
  a = await delivered(2049, "courier-tcs", ago(10 * day), "Rawalpindi");
  await delivered(1500, "courier-tcs", ago(2 * day));
  c = await delivered(3000, "courier-leopards", ago(7 * day), "Multan");
  await delivered(800, "courier-leopards", ago(7 * day - 60_000));
  // None of these is cash a courier holds: paid, without a courier, not delivered, returned.
  await writeOrder({
    total: 5000,
    status: "Delivered",
    courierId: "courier-tcs",
    deliveredAt: ago(20 * day),
    paidAt: ago(day),
    paidAmount: 5000,
    courierFee: 200,
  });
  await delivered(6000, null, ago(30 * day));
  await writeOrder({ total: 7000, status: "Shipped", courierId: "courier-tcs" });
  await writeOrder({ total: 8000, courierId: "courier-tcs", returnedAt: ago(3 * day) });
});

describe("the cash with couriers", () => {
  it("sums each courier's delivered, unpaid orders, the largest first, with the oldest delivery's age", async () => {
    expect(await listCourierCash(now)).toEqual([
      { courier: { id: "courier-leopards", name: "Leopards" }, amount: 3800, orders: 2, oldestDays: 7 },
      { courier: { id: "courier-tcs", name: "TCS" }, amount: 3549, orders: 2, oldestDays: 10 },
    ]);
  });
});

describe("the orders delivered and not paid after N days", () => {
  it("lists those delivered N days ago or more, the oldest first, with their sum", async () => {
    const unpaid = await listUnpaidDeliveries(7, now);
    expect(unpaid).toMatchObject({ days: 7, count: 2, amount: 5049 });
    expect(unpaid.orders).toEqual([
      {
        id: a.id,
        number: a.number,
        total: 2049,
        courier: "TCS",
        consignmentNumber: expect.stringMatching(/^ROW/),
        city: "Rawalpindi",
        deliveredAt: ago(10 * day).toISOString(),
        days: 10,
      },
      expect.objectContaining({ id: c.id, total: 3000, courier: "Leopards", city: "Multan", days: 7 }),
    ]);
    expect((await listUnpaidDeliveries(8, now)).orders.map((order) => order.id)).toEqual([a.id]);
    expect(await listUnpaidDeliveries(11, now)).toEqual({ days: 11, orders: [], count: 0, amount: 0 });
    expect((await listUnpaidDeliveries(1, now)).count).toBe(4);
  });

  it("shows the oldest `take` of a long list and still counts them all", async () => {
    const few = await listUnpaidDeliveries(1, now, 2);
    expect(few.orders.map((order) => order.total)).toEqual([2049, 3000]);
    expect({ count: few.count, amount: few.amount }).toEqual({ count: 4, amount: 7349 });
  });
});

describe("the couriers' payments", () => {
  it("lists the newest first with their amount, fees and orders, and takes paid orders off the cash", async () => {
    const paid = [await delivered(1000, "courier-tcs", ago(day)), await delivered(2000, "courier-tcs", ago(day))];
    await recordPayment(
      {
        courierId: "courier-tcs",
        reference: "STMT-1",
        lines: [
          { orderId: paid[0]!.id, amount: 1000, fee: 50 },
          { orderId: paid[1]!.id, amount: 1950, fee: 100 },
        ],
      },
      packer,
    );
    const admin = await createUser({ role: 1, name: "Cash Admin" });
    await callRoute(recordPaymentRoute, {
      body: { oId: c.id, amount: 3000, fee: 120 },
      headers: await bearerFor(admin.id),
    });

    const payments = await listCourierPayments();
    expect(payments.map(({ id: _id, at: _at, ...payment }) => payment)).toEqual([
      { courier: "Leopards", reference: null, amount: 3000, fees: 120, orders: 1, recordedBy: "Cash Admin" },
      { courier: "TCS", reference: "STMT-1", amount: 2950, fees: 150, orders: 2, recordedBy: "Packer" },
    ]);
    expect(await listCourierCash(now)).toEqual([
      { courier: { id: "courier-tcs", name: "TCS" }, amount: 3549, orders: 2, oldestDays: 10 },
      { courier: { id: "courier-leopards", name: "Leopards" }, amount: 800, orders: 1, oldestDays: 6 },
    ]);
    expect(await db.order.count({ where: { paymentId: { not: null } } })).toBe(3);
  });

  it("is read together for the page, and the dashboard's cash with couriers is the same sum", async () => {
    const report = await getCashReport(7);
    expect(report.withCouriers.map((row) => [row.courier.name, row.amount])).toEqual([
      ["TCS", 3549],
      ["Leopards", 800],
    ]);
    expect(report.unpaid).toMatchObject({ days: 7, count: 1, amount: 2049 });
    expect(report.payments).toHaveLength(2);
    expect((await getCashFigures()).withCouriers).toEqual({ amount: 4349, orders: 3 });
  });
});
