// A shipped parcel that comes back: the admin records it on the order's page with its reason; the
// product's stock is back once (however often the return or a cancel is sent after it), the
// customer is told nothing, and the dashboard books no revenue for the order.
import type { Page } from "@playwright/test";
import { formatRupees } from "../lib/domain/money";
import { guestOrder } from "../scripts/lib/attacks";
import { admin, loginThroughDialog } from "./support/auth";
import { query } from "./support/db";
import { expect, test } from "./support/test";

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
  for (const status of ["Processing", "Shipped"]) {
    const moved = await page.request.post("/api/order/update-order", { data: { oId: orderId, status } });
    expect(await moved.json()).toEqual({ success: "Order updated successfully" });
  }
  // Booked today while it is on its way.
  await expectDashboardBooksToday(page);

  // The courier brings it back: the admin records why on the order's page.
  await page.goto(`/admin/dashboard/orders/${orderId}`);
  const panel = page.getByRole("region", { name: "Return and payment" });
  await panel.getByRole("button", { name: "Record return" }).click();
  await expect(panel.getByText("Please choose why the parcel came back")).toBeVisible();
  await panel.getByLabel("The parcel came back").selectOption("Refused at the door");
  await panel.getByRole("button", { name: "Record return" }).click();
  await expect(page.getByText("Return recorded: Refused at the door. The stock is back on the shelf.")).toBeVisible();
  await expect(panel.getByText(/^Returned .*: Refused at the door$/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Record return" })).toHaveCount(0);
  await expect(page.getByText("Status: Cancelled")).toBeVisible();
  await expect(page.getByText("The parcel came back to us: refused at the door.")).toBeVisible();
  expect(await stockOf(productId)).toBe(8);

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
