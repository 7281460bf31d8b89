// A shipped parcel that comes back: the admin records it on the order's page with its reason; the
// product's stock is back once (however often the return or a cancel is sent after it), the
// customer is told nothing, and the dashboard books no revenue for the order.
import type { Page } from "@playwright/test";
import { formatRupees } from "../lib/domain/money";
import { guestOrder } from "../scripts/lib/attacks";
import { admin, loginOnPage, loginThroughDialog } from "./support/auth";
import { query } from "./support/db";
import { expect, newShopperContext, test } from "./support/test";

/** What the dashboard's "Today" card must book: the totals of today's orders not cancelled, as PostgreSQL sums them now. */
async function bookedToday(): Promise<string> {
  const [row] = await query<{ booked: string }>(
    `SELECT coalesce(sum(total), 0)::text AS booked FROM "Order"
     WHERE status <> 'Cancelled' AND "createdAt" < now()
       AND "createdAt" >= (date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') AT TIME ZONE 'Asia/Karachi')`,
  );
  return formatRupees(Number(row!.booked));
}

/** The dashboard shows what the database holds (other tests place orders meanwhile: read both until they agree). */
async function expectDashboardBooksToday(page: Page) {
  await expect(async () => {
    await page.goto("/admin/dashboard");
    const shown = await page.getByTestId("today-booked").textContent();
    expect(shown?.replace(/\s/g, " ")).toBe((await bookedToday()).replace(/\s/g, " "));
  }).toPass({ timeout: 30_000 });
}

const stockOf = async (productId: string) =>
  Number((await query<{ stock: string }>(`SELECT stock::text FROM "Product" WHERE id = $1`, [productId]))[0]!.stock);

test("the admin records a returned parcel: its stock is back once, the customer told nothing, no revenue booked", async ({
  page,
  request,
  browser,
}) => {
  // A product of the test's own, so that no other test's orders move its stock.
  const productId = `e2e-returns-${Date.now().toString(36)}`;
  await query(
    `INSERT INTO "Product" (id, name, price, stock, status, "hasWeightSelection", "updatedAt")
     VALUES ($1, 'Returned Parcel Walnuts', 2000, 8, 'Active', true, now())`,
    [productId],
  );
  const email = `returns.${Date.now().toString(36)}@example.pk`;
  const placed = await request.post("/api/order/create-order", {
    data: guestOrder([{ id: productId, weight: "500g", quantity: 2 }], { email, fullName: "Returning Guest" }),
  });
  const answer = (await placed.json()) as { success?: boolean; order: { _id: string; amount: number } };
  expect(answer).toMatchObject({ success: true });
  const { _id: orderId, amount } = answer.order;
  expect(await stockOf(productId)).toBe(7);

  // Confirmed, packed and handed to the courier.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/");
  await loginThroughDialog(page, admin.email, admin.password);
  const confirmed = await page.request.post("/api/order/update-order", {
    data: { oId: orderId, status: "Processing" },
  });
  expect(await confirmed.json()).toEqual({ success: "Order updated successfully" });
  const consignmentNumber = `PX${Date.now()}`;
  const shipped = await page.request.post("/api/order/ship", {
    data: { oId: orderId, courierId: "courier-postex", consignmentNumber },
  });
  expect(await shipped.json()).toEqual({ success: "Courier and consignment number saved" });
  // Booked today while it is on its way.
  await expectDashboardBooksToday(page);

  // The courier brings it back, and two admins record it at once from their own browsers: one
  // return is recorded, the other is told so, and the stock comes back once.
  const second = await newShopperContext(browser);
  const other = await second.newPage();
  other.on("dialog", (dialog) => void dialog.accept());
  await other.goto(`/login?next=/admin/dashboard/orders/${orderId}`);
  await loginOnPage(other, admin.email, admin.password);
  await page.goto(`/admin/dashboard/orders/${orderId}`);
  const panels = [page, other].map((office) => office.getByRole("region", { name: "Return and payment" }));
  await panels[0]!.getByRole("button", { name: "Record return" }).click();
  await expect(panels[0]!.getByText("Please choose why the parcel came back")).toBeVisible();
  await panels[0]!.getByLabel("The parcel came back").selectOption("Refused at the door");
  await panels[1]!.getByLabel("The parcel came back").selectOption("Customer not reachable");
  await Promise.all(panels.map((panel) => panel.getByRole("button", { name: "Record return" }).click()));
  const outcomes = await Promise.all(
    [page, other].map(async (office) => {
      const told = office.getByText(/^(Return recorded: .*|This parcel's return is already recorded\.)$/);
      await expect(told).toBeVisible();
      return told.textContent();
    }),
  );
  expect(outcomes.filter((text) => text?.startsWith("Return recorded"))).toHaveLength(1);
  expect(outcomes).toContain("This parcel's return is already recorded.");
  await second.close();
  expect(await stockOf(productId)).toBe(8);

  await page.reload();
  const [recorded] = await query<{ reason: string }>(`SELECT "returnReason" AS reason FROM "Order" WHERE id = $1`, [
    orderId,
  ]);
  const reasonShown = recorded!.reason === "RefusedAtDoor" ? "Refused at the door" : "Customer not reachable";
  await expect(panels[0]!.getByText(new RegExp(`^Returned .*: ${reasonShown}$`))).toBeVisible();
  await expect(panels[0]!.getByRole("button", { name: "Record return" })).toHaveCount(0);
  await expect(page.getByText("Status: Cancelled")).toHaveCount(1);
  await expect(page.getByText(`The parcel came back to us: ${reasonShown.toLowerCase()}.`)).toBeVisible();

  // Recorded again, or cancelled after it, the stock does not come back twice.
  const again = await page.request.post("/api/order/return", { data: { oId: orderId, reason: "Damaged" } });
  expect(await again.json()).toEqual({ error: "This parcel's return is already recorded." });
  const cancelled = await page.request.post("/api/order/update-order", { data: { oId: orderId, status: "Cancelled" } });
  expect(await cancelled.json()).toEqual({ success: "Order updated successfully" });
  expect(await stockOf(productId)).toBe(8);

  // The customer heard of the order and of its shipping, never of the return nor of a delivery.
  const told = await query<{ topic: string }>(
    `SELECT topic FROM "OutboxMessage" WHERE "orderId" = $1 AND "to" = $2 ORDER BY "createdAt", id`,
    [orderId, email],
  );
  expect(told.map((message) => message.topic)).toEqual(["order-placed", "order-shipped"]);

  // The dashboard books no revenue for it and counts it among today's returns.
  await expectDashboardBooksToday(page);
  await expect(page.getByTestId("today-returned")).toContainText(/\d+ parcels?/);
  const [returnedToday] = await query<{ value: string; parcels: string }>(
    `SELECT coalesce(sum(total), 0)::text AS value, count(*)::text AS parcels FROM "Order"
     WHERE "returnedAt" >= (date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') AT TIME ZONE 'Asia/Karachi')`,
  );
  expect(Number(returnedToday!.value)).toBeGreaterThanOrEqual(amount);
  await expect(page.getByTestId("today-returned")).toContainText(formatRupees(Number(returnedToday!.value)));
  await expect(page.getByRole("heading", { name: "Return rate, last 30 days" })).toBeVisible();
});
