import { countOpenOrders, getDashboardTotals, getSalesReport } from "@/lib/server/dashboard";
import { db } from "@/lib/server/db";
import type { OrderStatus } from "@/lib/server/generated/prisma/client";
import { percentChange } from "@/lib/domain/reports";
import { listBestSellers } from "@/lib/server/reports/best-sellers";
import { getCashFigures, getPeriodCash, getReturnRates } from "@/lib/server/reports/cash";
import { getPeriodSales, listDailySales } from "@/lib/server/reports/sales";
import { listStockAlerts } from "@/lib/server/reports/stock-alerts";
import { createProduct, createUser, unique } from "../support/fixtures";
import { writeOrder } from "../support/shipped-orders";

jest.setTimeout(60_000);

interface Line {
  product: { id: string };
  quantity: number;
  unitPrice: number;
  stockTaken: number;
}

/** An order placed at `at` with these lines, its total the lines' sum (no delivery, no promo). */
function placeOrder(at: string, lines: Line[], status?: OrderStatus) {
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return db.order.create({
    data: {
      transactionId: unique("TXN").replace(" ", "-"),
      fullName: "Sana Malik",
      phone: "0300-7654321",
      address: "45-B, Model Town",
      city: "Lahore",
      subtotal: total,
      deliveryCharge: 0,
      total,
      status,
      createdAt: new Date(at),
      lines: {
        create: lines.map((line, position) => ({
          position,
          productId: line.product.id,
          productName: "Snapshot name",
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          originalPrice: line.unitPrice,
          stockTaken: line.stockTaken,
        })),
      },
    },
  });
}

describe("the dashboard's sales", () => {
  // 15:00 on 20 November in the shop's time zone (UTC+5): today began at 19:00 UTC on the 19th.
  const now = new Date("2026-11-20T10:00:00Z");
  beforeAll(async () => {
    const filler = await createProduct();
    const worth = (total: number, at: string, status?: OrderStatus) =>
      placeOrder(at, [{ product: filler, quantity: 1, unitPrice: total, stockTaken: 1 }], status);
    await worth(1000, "2026-11-20T08:00:00Z"); // today
    await worth(3000, "2026-11-20T09:00:00Z", "Cancelled");
    await worth(9000, "2026-11-20T11:00:00Z"); // after now
    await worth(500, "2026-11-19T04:00:00Z"); // yesterday, before the same time
    await worth(700, "2026-11-19T12:00:00Z"); // yesterday, after it
    await worth(300, "2026-11-15T18:30:00Z"); // 23:30 on the 15th in Pakistan
    await worth(400, "2026-11-15T19:30:00Z", "Delivered"); // 00:30 on the 16th
    await worth(2000, "2026-11-10T12:00:00Z"); // the 7 days before the last 7
    await worth(4000, "2026-10-15T12:00:00Z"); // the 30 days before the last 30
  });

  it("sums today so far, the last 7 and 30 days against the same stretch before, cancelled orders left out", async () => {
    expect(await getPeriodSales(now)).toEqual([
      // today 1,000 against 500 by this time yesterday
      { key: "today", revenue: 1000, orders: 1, revenueChange: 100, ordersChange: 0 },
      // 1,000 + 500 + 700 + 300 + 400 against 2,000
      { key: "week", revenue: 2900, orders: 5, revenueChange: 45, ordersChange: 400 },
      { key: "month", revenue: 4900, orders: 6, revenueChange: 23, ordersChange: 500 },
    ]);
  });

  it("sums each of the last 30 shop days, from the shop's midnight, days without orders as 0", async () => {
    const days = await listDailySales(now);
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe("2026-10-22");
    const byDay = Object.fromEntries(days.map((day) => [day.day, [day.revenue, day.orders]]));
    expect(byDay).toMatchObject({
      "2026-11-10": [2000, 1],
      "2026-11-15": [300, 1],
      "2026-11-16": [400, 1],
      "2026-11-17": [0, 0],
      "2026-11-19": [1200, 2],
      "2026-11-20": [1000, 1],
    });
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(4900);
  });

  it("is read together for the page", async () => {
    const report = await getSalesReport();
    expect(report.days).toHaveLength(30);
    expect(report.periods.map((period) => period.key)).toEqual(["today", "week", "month"]);
    expect(new Date(report.asOf).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("the dashboard's best sellers", () => {
  // Months after the sales above, so neither sees the other's orders.
  const now = new Date("2027-06-20T10:00:00Z");

  it("ranks the last 30 days' products by amount sold and by revenue, five each", async () => {
    const product = (name: string, hasWeightSelection = true) => createProduct({ name, hasWeightSelection });
    const [almonds, dates, saffron, pistachios, cashews, raisins, walnuts, gone] = await Promise.all([
      product("Almonds"),
      product("Ajwa Dates Box", false),
      product("Saffron Tin", false),
      product("Pistachios"),
      product("Cashews"),
      product("Raisins"),
      product("Walnuts"),
      product("Deleted Figs"),
    ]);
    const at = "2027-06-18T12:00:00Z";
    await placeOrder(at, [
      { product: almonds, quantity: 4, unitPrice: 500, stockTaken: 1 }, // four 250 g packs
      { product: dates, quantity: 3, unitPrice: 1500, stockTaken: 3 },
    ]);
    await placeOrder("2027-05-25T12:00:00Z", [
      { product: almonds, quantity: 1, unitPrice: 2000, stockTaken: 1 }, // one 1 kg pack
      { product: saffron, quantity: 1, unitPrice: 9000, stockTaken: 1 },
      { product: pistachios, quantity: 3, unitPrice: 800, stockTaken: 0.75 },
    ]);
    await placeOrder(at, [
      { product: cashews, quantity: 2, unitPrice: 600, stockTaken: 0.5 },
      { product: raisins, quantity: 4, unitPrice: 75, stockTaken: 4 },
      { product: gone, quantity: 40, unitPrice: 1000, stockTaken: 40 },
    ]);
    await placeOrder(at, [{ product: cashews, quantity: 40, unitPrice: 600, stockTaken: 10 }], "Cancelled");
    await placeOrder("2027-05-20T12:00:00Z", [{ product: walnuts, quantity: 20, unitPrice: 900, stockTaken: 5 }]);
    await db.product.delete({ where: { id: gone.id } });

    const { byAmount, byRevenue } = await listBestSellers(now);
    expect(byAmount.map((seller) => [seller.name, seller.amount])).toEqual([
      ["Raisins", 4],
      ["Ajwa Dates Box", 3],
      ["Almonds", 2],
      ["Saffron Tin", 1],
      ["Pistachios", 0.75],
    ]);
    expect(byRevenue.map((seller) => [seller.name, seller.revenue])).toEqual([
      ["Saffron Tin", 9000],
      ["Ajwa Dates Box", 4500],
      ["Almonds", 4000],
      ["Pistachios", 2400],
      ["Cashews", 1200],
    ]);
    expect(byRevenue[1]).toEqual({
      productId: dates.id,
      name: "Ajwa Dates Box",
      amount: 3,
      byWeight: false,
      revenue: 4500,
    });
  });
});

describe("the dashboard's stock alerts", () => {
  it("lists the ten products with least stock, out of stock or low, and counts each", async () => {
    const before = await listStockAlerts();
    expect(before.products).toEqual([]);
    const stocks = { "Out C": 0, "Out A": 0, "Out B": 0, Low1: 0.25, Low2: 1, Low3: 2, Low4: 3, Low5: 4 };
    for (const [name, stock] of Object.entries({ ...stocks, "Low6 b": 5, "Low6 a": 5, "Low7 z": 5, Plenty: 5.5 }))
      await createProduct({ name, stock, hasWeightSelection: !name.startsWith("Low5") });
    const alerts = await listStockAlerts();
    expect(alerts.products.map((product) => product.name)).toEqual([
      "Out A",
      "Out B",
      "Out C",
      "Low1",
      "Low2",
      "Low3",
      "Low4",
      "Low5",
      "Low6 a",
      "Low6 b",
    ]);
    expect(alerts.products[7]).toMatchObject({ stock: 4, byWeight: false });
    expect({ out: alerts.out, low: alerts.low }).toEqual({ out: 3, low: 8 });
  });
});

describe("the dashboard's open orders", () => {
  it("counts the orders neither delivered nor cancelled, by status", async () => {
    const product = await createProduct();
    const before = await countOpenOrders();
    const statuses: OrderStatus[] = ["NotProcessed", "NotProcessed", "Processing", "Delivered", "Cancelled"];
    for (const status of statuses)
      await placeOrder("2026-11-01T10:00:00Z", [{ product, quantity: 1, unitPrice: 100, stockTaken: 1 }], status);
    const after = await countOpenOrders();
    expect(after.map((entry, index) => [entry.status, entry.count - before[index]!.count])).toEqual([
      ["NotProcessed", 2],
      ["Processing", 1],
      ["Shipped", 0],
    ]);
  });
});

describe("the dashboard's counts", () => {
  it("counts customers, orders, products and categories, the last 30 days against the 30 before, and calls to make", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const before = await getDashboardTotals(now);
    const product = await createProduct();
    await createUser();
    await createUser({ role: 1 }); // an admin is not a customer
    const line = { product, quantity: 1, unitPrice: 100, stockTaken: 1 };
    await placeOrder(new Date(now.getTime() - day).toISOString(), [line]); // waits for its call
    const called = await placeOrder(new Date(now.getTime() - 2 * day).toISOString(), [line]);
    await db.order.update({ where: { id: called.id }, data: { confirmation: "Confirmed" } });
    await placeOrder(new Date(now.getTime() - 40 * day).toISOString(), [line], "Delivered");
    const after = await getDashboardTotals(now);
    expect(after.totalData).toEqual({
      Users: before.totalData.Users + 1,
      Orders: before.totalData.Orders + 3,
      Products: before.totalData.Products + 1,
      Categories: before.totalData.Categories,
    });
    expect(after.awaitingCall).toBe(before.awaitingCall + 1);
    // The 30 days before now hold 2 of the new orders and the 30 before them 1, beside what was there.
    const orders = await db.order.count({ where: { createdAt: { gte: new Date(now.getTime() - 30 * day) } } });
    const earlier = await db.order.count({
      where: { createdAt: { gte: new Date(now.getTime() - 60 * day), lt: new Date(now.getTime() - 30 * day) } },
    });
    expect(after.change.Orders).toBe(percentChange(orders, earlier));
  });
});

describe("the dashboard's money after booking", () => {
  // 15:00 on 15 March 2028 in the shop's time zone: today began at 19:00 UTC on the 14th. Far from
  // the other tests' dates, so neither sees the other's orders.
  const now = new Date("2028-03-15T10:00:00Z");
  const at = (iso: string) => new Date(iso);
  const longAgo = at("2028-01-01T10:00:00Z");

  beforeAll(async () => {
    // Placed today and delivered today, paid today: Rs. 1,000 collected less a Rs. 100 fee.
    await writeOrder({
      total: 1000,
      status: "Delivered",
      courierId: "courier-tcs",
      createdAt: at("2028-03-15T05:00:00Z"),
      deliveredAt: at("2028-03-15T08:00:00Z"),
      paidAt: at("2028-03-15T09:00:00Z"),
      paidAmount: 1000,
      courierFee: 100,
    });
    // Placed today and returned today: booked nowhere, returned today.
    await writeOrder({ total: 500, createdAt: at("2028-03-15T04:00:00Z"), returnedAt: at("2028-03-15T09:30:00Z") });
    await writeOrder({ total: 2000, status: "Delivered", createdAt: longAgo, deliveredAt: at("2028-03-12T08:00:00Z") });
    // Delivered 20 days ago, paid 3 days ago: Rs. 3,900 collected of Rs. 4,000, less Rs. 200.
    await writeOrder({
      total: 4000,
      status: "Delivered",
      courierId: "courier-leopards",
      createdAt: longAgo,
      deliveredAt: at("2028-02-24T08:00:00Z"),
      paidAt: at("2028-03-12T09:00:00Z"),
      paidAmount: 3900,
      courierFee: 200,
    });
    await writeOrder({ total: 8000, status: "Delivered", createdAt: longAgo, deliveredAt: at("2028-02-04T08:00:00Z") });
    // After now, and delivered but cancelled since: neither counts as delivered.
    await writeOrder({
      total: 16000,
      status: "Delivered",
      createdAt: longAgo,
      deliveredAt: at("2028-03-15T11:00:00Z"),
    });
    await writeOrder({
      total: 32000,
      status: "Cancelled",
      createdAt: longAgo,
      deliveredAt: at("2028-03-15T07:00:00Z"),
    });
    await writeOrder({ total: 700, createdAt: longAgo, returnedAt: at("2028-03-05T08:00:00Z") });
  });

  it("books what was placed and not cancelled, a returned parcel's order left out", async () => {
    const [today] = await getPeriodSales(now);
    expect(today).toMatchObject({ key: "today", revenue: 1000, orders: 1 });
  });

  it("sums what was delivered, paid for by couriers and returned in each period", async () => {
    expect(await getPeriodCash(now)).toEqual([
      {
        key: "today",
        delivered: { revenue: 1000, orders: 1 },
        paid: { amount: 1000, fees: 100, orders: 1 },
        returned: { value: 500, parcels: 1 },
      },
      {
        key: "week",
        delivered: { revenue: 3000, orders: 2 },
        paid: { amount: 4900, fees: 300, orders: 2 },
        returned: { value: 500, parcels: 1 },
      },
      {
        key: "month",
        delivered: { revenue: 7000, orders: 3 },
        paid: { amount: 4900, fees: 300, orders: 2 },
        returned: { value: 1200, parcels: 2 },
      },
    ]);
  });
});

describe("the dashboard's return rate", () => {
  // 15 June 2028: the last 30 shop days began on 17 May at the shop's midnight (19:00 UTC on the 16th).
  const now = new Date("2028-06-15T10:00:00Z");
  const inWindow = new Date("2028-06-01T10:00:00Z");

  beforeAll(async () => {
    const delivered = (city: string, courierId: string | null, deliveredAt = inWindow) =>
      writeOrder({ total: 1000, status: "Delivered", city, courierId, deliveredAt });
    const returned = (city: string, courierId: string | null, returnedAt = inWindow) =>
      writeOrder({ total: 1000, city, courierId, returnedAt });
    // Lahore however it was typed: three delivered and one returned.
    await delivered("Lahore", "courier-tcs");
    await delivered("Lahore", "courier-tcs");
    await delivered("lahore ", "courier-tcs");
    await returned("LAHORE", "courier-leopards");
    await delivered("Karachi", "courier-leopards");
    await returned("Karachi", "courier-tcs");
    // Shipped before couriers were recorded.
    await returned("Quetta", null);
    // Not yet known, or known outside the 30 days: not counted.
    await writeOrder({ total: 1000, status: "Shipped", city: "Karachi", courierId: "courier-tcs" });
    await delivered("Lahore", "courier-tcs", new Date("2028-05-16T18:00:00Z"));
    await returned("Quetta", null, new Date("2028-06-15T11:00:00Z"));
  });

  it("counts the parcels returned of those delivered or returned in the last 30 days, by city and by courier", async () => {
    expect(await getReturnRates(now)).toEqual({
      days: 30,
      overall: { parcels: 7, returned: 3 },
      byCity: [
        { name: "Lahore", parcels: 4, returned: 1 },
        { name: "Karachi", parcels: 2, returned: 1 },
        { name: "Quetta", parcels: 1, returned: 1 },
      ],
      byCourier: [
        { name: "TCS", parcels: 4, returned: 1 },
        { name: "Leopards", parcels: 2, returned: 1 },
        { name: "No courier recorded", parcels: 1, returned: 1 },
      ],
    });
  });
});

describe("the dashboard's cash with couriers", () => {
  it("sums the delivered orders couriers have not paid for, and is read with the periods and return rates", async () => {
    const before = (await getCashFigures()).withCouriers;
    const recently = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await writeOrder({ total: 2500, status: "Delivered", courierId: "courier-postex", deliveredAt: recently });
    await writeOrder({ total: 1500, status: "Delivered", courierId: "courier-tcs", deliveredAt: recently });
    // Paid, without a courier, or not delivered yet: none of it is with a courier.
    await writeOrder({
      total: 900,
      status: "Delivered",
      courierId: "courier-tcs",
      deliveredAt: recently,
      paidAt: new Date(),
      paidAmount: 900,
      courierFee: 0,
    });
    await writeOrder({ total: 700, status: "Delivered", deliveredAt: recently });
    await writeOrder({ total: 600, status: "Shipped", courierId: "courier-tcs" });
    const figures = await getCashFigures();
    expect(figures.withCouriers).toEqual({ amount: before.amount + 4000, orders: before.orders + 2 });
    expect(figures.periods.map((period) => period.key)).toEqual(["today", "week", "month"]);
    expect(figures.returns.days).toBe(30);
  });
});
