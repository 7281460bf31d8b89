import { GET as exportOrders } from "@/app/api/order/export/route";
import { orderFilterSchema } from "@/lib/domain/validation/admin-order";
import { db } from "@/lib/server/db";
import { listOrdersPage } from "@/lib/server/orders/admin";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createOrderRow, createProduct, createUser } from "../support/fixtures";

jest.setTimeout(60_000);

const page = (search: Record<string, string>) => listOrdersPage(orderFilterSchema.parse(search));

describe("the admin's orders list", () => {
  let product: { id: string };
  beforeAll(async () => {
    product = await createProduct();
    // Placed on the 10th, 11th and 12th of November in Pakistan (UTC+5): 23:30 on the 10th is still the 10th there.
    await createOrderRow(product.id, { createdAt: new Date("2026-11-10T18:29:00Z") });
    await createOrderRow(product.id, { createdAt: new Date("2026-11-10T19:30:00Z") });
    await createOrderRow(product.id, { createdAt: new Date("2026-11-12T08:00:00Z"), status: "Delivered" });
  });

  it("filters by the shop's calendar days, both ends included", async () => {
    expect((await page({ from: "2026-11-10", to: "2026-11-10" })).total).toBe(1);
    expect((await page({ from: "2026-11-11", to: "2026-11-12" })).total).toBe(2);
    expect((await page({ from: "2026-11-12" })).total).toBe(1);
    expect((await page({ to: "2026-11-11", status: "Delivered" })).total).toBe(0);
    // A malformed day is no filter at all, never an error.
    expect((await page({ from: "11/10/2026", page: "0" })).page).toBe(1);
  });

  it("pages by 50", async () => {
    await db.order.deleteMany({ where: { fullName: "Paged Buyer" } });
    for (let index = 0; index < 51; index += 1) {
      const order = await createOrderRow(product.id, { createdAt: new Date("2026-10-01T10:00:00Z") });
      await db.order.update({ where: { id: order.id }, data: { fullName: "Paged Buyer" } });
    }
    const second = await page({ q: "Paged Buyer", page: "2" });
    expect({ total: second.total, pageCount: second.pageCount, shown: second.orders.length }).toEqual({
      total: 51,
      pageCount: 2,
      shown: 1,
    });
  });

  it("exports what the list shows as CSV, for admins only, with formulas defused", async () => {
    const admin = await bearerFor((await createUser({ role: 1 })).id);
    const order = await createOrderRow(product.id, { createdAt: new Date("2026-11-12T09:00:00Z") });
    await db.order.update({ where: { id: order.id }, data: { fullName: '=HYPERLINK("x")' } });
    const response = await callRoute(exportOrders, {
      path: "/api/order/export?from=2026-11-12&to=2026-11-12",
      headers: admin,
    });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain("Snapshot name (500g) × 2");

    expectRefusal(await callRoute(exportOrders, { path: "/api/order/export" }), 401, "Please log in to continue.");
    const customer = await bearerFor((await createUser()).id);
    expectRefusal(await callRoute(exportOrders, { path: "/api/order/export", headers: customer }), 403, "Admins only.");
  });
});
