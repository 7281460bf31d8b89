import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { formatDate } from "../lib/domain/dates";
import { admin, loginOnPage, newCustomer } from "./support/auth";
import { query } from "./support/db";

// The admin's customers: found by e-mail or by a number typed another way, each linking to their
// orders; a table at 1366 px, cards on a phone.

/**
 * An order written straight to the database: this screen only reads orders, and no stock moves that
 * the other journeys running beside this one count on.
 */
async function insertOrder(order: {
  userId: string | null;
  fullName: string;
  email: string | null;
  phone: string;
  status?: string;
}): Promise<string> {
  const transactionId = `TXN-E2E-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  await query(
    `INSERT INTO "Order" (id, "transactionId", "userId", "isGuest", "fullName", email, phone, address, city,
       subtotal, "deliveryCharge", total, status, "updatedAt")
     VALUES ($1, $1, $2, $2::text IS NULL, $3, $4, $5, 'House 7, Street 2, F-10/4', 'Islamabad', 1400, 249, 1649, $6, now())`,
    [transactionId, order.userId, order.fullName, order.email, order.phone, order.status ?? "Not processed"],
  );
  return transactionId;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the admin finds a customer and a guest, opens their orders, and sees the customers as cards on a phone", async ({
  page,
  request,
}) => {
  const shopper = await newCustomer(request);
  const [account] = await query<{ id: string; name: string }>(`SELECT id, name FROM "User" WHERE email = $1`, [
    shopper.email,
  ]);
  const { id, name } = account!;
  const shopperOrders = [
    await insertOrder({ userId: id, fullName: name, email: shopper.email, phone: "0300-5550123", status: "Delivered" }),
    await insertOrder({ userId: id, fullName: name, email: shopper.email, phone: "0300-5550123", status: "Cancelled" }),
  ];
  // A guest who typed their number two ways: one customer.
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  for (const phone of [`0312-${digits}`, `+92 312 ${digits}`])
    await insertOrder({ userId: null, fullName: "Walk-in Guest", email: null, phone });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/login?next=/admin/dashboard/customers");
  await loginOnPage(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }),
  ).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table");
  for (const column of ["Customer", "E-mail", "Phone", "Orders", "Total spent", "Last order"])
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(1366);

  // A registered customer by e-mail: two orders, the cancelled one left out of the total.
  const search = page.getByRole("searchbox", { name: "Search customers" });
  await search.fill(shopper.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/customers\?q=/);
  await expect(page.getByText("1 customer · page 1 of 1")).toBeVisible();
  const row = table.getByRole("row", { name: `Customer ${name}`, exact: true });
  await expect(row.getByRole("cell")).toHaveText([
    name,
    shopper.email,
    "0300-5550123",
    "2",
    "Rs. 1,649",
    formatDate(new Date()),
  ]);

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/orders\\?customer=${id}$`));
  await expect(page.getByRole("link", { name: `Remove the filter Customer: ${name}` })).toBeVisible();
  await expect(page.getByText("2 orders · page 1 of 1")).toBeVisible();
  await expect(page.getByRole("table").locator("tbody").getByRole("row")).toHaveCount(2);
  for (const transactionId of shopperOrders)
    await expect(page.getByRole("row", { name: `Order ${transactionId}` })).toBeVisible();
  await page.getByRole("link", { name: `Remove the filter Customer: ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);

  // The guest, by their number in a third format; their link searches the orders by it.
  await page.goto("/admin/dashboard/customers");
  await search.fill(`0092 312 ${digits}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const guest = table.getByRole("row", { name: "Customer Walk-in Guest", exact: true });
  await expect(guest).toHaveCount(1);
  await expect(guest.getByText("Guest", { exact: true })).toBeVisible();
  await expect(guest.getByRole("cell").nth(3)).toHaveText("2");
  await guest.getByRole("link", { name: "Walk-in Guest" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders\?q=/);
  await expect(page.getByText("2 orders · page 1 of 1")).toBeVisible();

  // A phone: cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/dashboard/customers?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole("table")).toBeHidden();
  const cards = page.getByRole("list", { name: "Customers" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("2 orders · last order");
  await expect(cards.first().getByRole("link", { name })).toBeInViewport();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
});
