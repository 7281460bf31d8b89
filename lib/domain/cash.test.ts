import {
  daysSince,
  deliveredBefore,
  describeReturnRate,
  formatDays,
  mayRecordPayment,
  mayRecordReturn,
  netOf,
  paymentRefusal,
  returnRate,
  totalCash,
} from "./cash";
import type { OrderStatus } from "./orders";

const now = new Date("2026-11-27T12:00:00Z");
const hour = 60 * 60 * 1000;

describe("days since a delivery", () => {
  it("counts whole days elapsed, never below 0", () => {
    expect(daysSince(new Date(now.getTime() - 47 * hour), now)).toBe(1);
    expect(daysSince(new Date(now.getTime() - 48 * hour), now)).toBe(2);
    expect(daysSince("2026-11-20T12:00:00.000Z", now)).toBe(7);
    expect(daysSince(new Date(now.getTime() + hour), now)).toBe(0);
  });

  it("puts the unpaid list's cut-off where a delivery turns N days old", () => {
    const cutOff = deliveredBefore(7, now);
    expect(daysSince(cutOff, now)).toBe(7);
    expect(daysSince(new Date(cutOff.getTime() + 1), now)).toBe(6);
    expect([formatDays(1), formatDays(0), formatDays(9)]).toEqual(["1 day", "0 days", "9 days"]);
  });
});

describe("the return rate", () => {
  it("is the share of parcels whose fate is known that came back, in whole percent", () => {
    expect(returnRate({ parcels: 3, returned: 1 })).toBe(33);
    expect(returnRate({ parcels: 8, returned: 1 })).toBe(13);
    expect(returnRate({ parcels: 5, returned: 0 })).toBe(0);
    expect(returnRate({ parcels: 0, returned: 0 })).toBeNull();
  });

  it("reads with its counts", () => {
    expect(describeReturnRate({ parcels: 25, returned: 3 })).toBe("12% (3 of 25 parcels)");
    expect(describeReturnRate({ parcels: 1, returned: 1 })).toBe("100% (1 of 1 parcel)");
    expect(describeReturnRate({ parcels: 0, returned: 0 })).toBe("No parcels yet");
  });
});

describe("sums of cash", () => {
  it("adds the couriers' cash and orders, and nets a payment of its fees", () => {
    const courier = (amount: number, orders: number) => ({
      courier: { id: "c", name: "C" },
      amount,
      orders,
      oldestDays: 1,
    });
    expect(totalCash([courier(3549, 2), courier(800, 1)])).toEqual({ amount: 4349, orders: 3 });
    expect(totalCash([])).toEqual({ amount: 0, orders: 0 });
    expect(netOf({ amount: 2950, fees: 150 })).toBe(2800);
  });
});

describe("a courier's payment of an order", () => {
  const tcs = { id: "courier-tcs", name: "TCS" };
  const order = (status: OrderStatus, extra: { courierId?: string | null; paid?: boolean } = {}) => ({
    number: 10234,
    status,
    courierId: "courier-tcs",
    paid: false,
    ...extra,
  });

  it("is taken once, for a delivered or shipped parcel of that courier", () => {
    expect(paymentRefusal(order("Delivered"), tcs)).toBeNull();
    expect(paymentRefusal(order("Shipped"), tcs)).toBeNull();
  });

  it("is refused with the reason, the most telling first", () => {
    expect(paymentRefusal(order("Delivered", { paid: true }), tcs)).toBe("Order MDF-10234 is already paid.");
    expect(paymentRefusal(order("Cancelled", { courierId: null }), tcs)).toBe(
      "Order MDF-10234 is cancelled: there is no cash to collect for it.",
    );
    expect(paymentRefusal(order("Delivered", { courierId: null }), tcs)).toBe(
      "Order MDF-10234 has no courier: record its courier and consignment number when shipping it first.",
    );
    expect(paymentRefusal(order("Delivered", { courierId: "courier-leopards" }), tcs)).toBe(
      "Order MDF-10234 was not shipped with TCS.",
    );
    expect(paymentRefusal(order("Processing"), tcs)).toBe("Order MDF-10234 is not delivered.");
  });

  it("is offered on the order's page only when it would be taken", () => {
    const shipment = {
      courier: { id: "courier-tcs", name: "TCS" },
      consignmentNumber: "77012345678",
      trackingUrl: null,
      shippedAt: now.toISOString(),
    };
    const page = (status: OrderStatus, extra = {}) => ({ number: 10234, status, shipment, payment: null, ...extra });
    expect(mayRecordPayment(page("Delivered"))).toBe(true);
    expect(mayRecordPayment(page("Shipped"))).toBe(true);
    expect(mayRecordPayment(page("Delivered", { shipment: null }))).toBe(false);
    expect(mayRecordPayment(page("Cancelled"))).toBe(false);
    expect(mayRecordPayment(page("Processing"))).toBe(false);
    expect(mayRecordPayment(page("Delivered", { payment: { at: now.toISOString(), amount: 1, fee: 0 } }))).toBe(false);
  });
});

describe("a returned parcel", () => {
  it("is recorded for a shipped order, once", () => {
    const returned = { at: now.toISOString(), reason: "Damaged" as const };
    expect(mayRecordReturn({ status: "Shipped", returned: null })).toBe(true);
    expect(mayRecordReturn({ status: "Delivered", returned: null })).toBe(false);
    expect(mayRecordReturn({ status: "Processing", returned: null })).toBe(false);
    expect(mayRecordReturn({ status: "Cancelled", returned })).toBe(false);
  });
});
