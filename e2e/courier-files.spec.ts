import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { guestOrder } from "../scripts/lib/attacks";
import type { SavedMail } from "../test/support/smtp";
import { admin, loginThroughDialog } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { expect, test } from "./support/test";

// The couriers' files: a booking export ships two orders at once (each shopper mailed), then the
// courier's payment file records the cash of one of them.

interface Placed {
  _id: string;
  orderNumber: string;
  amount: number;
}

function mailSubjects(to: string): string[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail)
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.subject);
}

const historyOf = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "History" }) });

async function expectOrderPage(page: Page, order: Placed, status: string, history: string) {
  await page.goto(`/admin/dashboard/orders/${order._id}`);
  const heading = page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` });
  await expect(heading.locator("..").getByText(status, { exact: true })).toBeVisible();
  await expect(historyOf(page)).toContainText(history);
}

test("the admin ships two orders from a booking export, then records the courier's payment for one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(path.join(tmpdir(), "courier-files-e2e-"));
  const run = Date.now().toString(36).toUpperCase();
  // Rs. 2,400 the box, 10% off: Rs. 2,160, plus Rs. 249 delivery.
  const product = await productNamed(page.request, "Stuffed Almond Dates Box");
  const placed: (Placed & { email: string })[] = [];
  for (const name of ["Ayesha Courier", "Bilal Courier"]) {
    const email = `${name.split(" ")[0]!.toLowerCase()}.${run.toLowerCase()}@example.pk`;
    const response = await page.request.post("/api/order/create-order", {
      data: guestOrder([{ id: product._id, quantity: 1 }], { fullName: name, email }),
    });
    placed.push({ ...((await response.json()) as { order: Placed }).order, email });
  }
  const [first, second] = placed as [Placed & { email: string }, Placed & { email: string }];
  expect(first.amount).toBe(2409);
  const numbers = { first: `TCS${run}1`, second: `LE-${run}2` };

  await page.goto("/");
  await loginThroughDialog(page, admin.email, admin.password);
  await page.goto("/admin/dashboard/orders");
  await page.getByRole("link", { name: "Courier files" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Courier files" })).toBeVisible();

  // The booking portal's export: its own headers, one number with the prefix and one without.
  const shipments = page.getByRole("region", { name: "Shipments: a courier's booking export" });
  const bookings = path.join(folder, "bookings.csv");
  writeFileSync(
    bookings,
    `Sr.,Order No,Courier,Tracking Number\r\n1,${first.orderNumber},tcs,${numbers.first}\r\n2,${second.orderNumber.replace("MDF-", "")},Leopards,${numbers.second}\r\n`,
  );
  await shipments.getByLabel("Shipments file (CSV)").setInputFiles(bookings);
  await shipments.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Preview ready: no errors")).toBeVisible();
  await expect(shipments.getByLabel("Shipments preview summary")).toHaveText(
    "2 to ship · 0 to correct · 0 unchanged · 0 with errors",
  );
  const firstRow = shipments.getByRole("row", { name: "Row 2" });
  await expect(firstRow).toContainText(first.orderNumber);
  await expect(firstRow).toContainText("Ayesha Courier · Islamabad");
  await expect(firstRow).toContainText("Rs.\u00a02,409");
  await expect(firstRow).toContainText("Not processed");
  await expect(firstRow).toContainText(`Shipped with TCS under ${numbers.first}`);
  await expect(shipments.getByRole("row", { name: "Row 3" })).toContainText(
    `Shipped with Leopards under ${numbers.second}`,
  );
  await shipments.getByRole("button", { name: "Import shipments" }).click();
  await expect(shipments.getByRole("status")).toHaveText("Imported: 2 orders shipped");

  await expectOrderPage(page, first, "Shipped", `With TCS, consignment number ${numbers.first}.`);
  await expectOrderPage(page, second, "Shipped", `With Leopards, consignment number ${numbers.second}.`);
  await expect.poll(() => mailSubjects(second.email)).toContain(`Your order ${second.orderNumber} is on its way`);

  // TCS pays the first parcel's cash, less its fee.
  await page.goto("/admin/dashboard/orders/courier-files");
  const payments = page.getByRole("region", { name: "Payments: a courier's payment file" });
  const paid = path.join(folder, "tcs-payment.csv");
  writeFileSync(paid, `CN,COD Amount,Delivery Charges\n${numbers.first},"Rs. 2,409",150\n`);
  await payments.getByLabel("Courier", { exact: true }).selectOption({ label: "TCS" });
  await payments.getByLabel("Reference (optional)").fill(`IBFT-${run}`);
  await payments.getByLabel("Payment file (CSV)").setInputFiles(paid);
  await payments.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Preview ready: no errors")).toBeVisible();
  const totals = payments.getByLabel("File totals").getByRole("definition");
  await expect(totals).toHaveText(["Rs.\u00a02,409", "Rs.\u00a0150", "Rs.\u00a02,259"]);
  const row = payments.getByRole("row", { name: "Row 2" });
  await expect(row).toContainText(first.orderNumber);
  await expect(row).toContainText("Marked Delivered and paid");
  await payments.getByRole("button", { name: "Record payment" }).click();
  await expect(payments.getByRole("status")).toHaveText(
    "Imported: 1 order paid (1 marked Delivered): Rs.\u00a02,409 less Rs.\u00a0150 fees, Rs.\u00a02,259 net",
  );

  await expectOrderPage(page, first, "Delivered", "Cash received from the courier");
  await expect(historyOf(page)).toContainText(`Rs.\u00a02,409 collected by TCS, fee Rs.\u00a0150 (IBFT-${run}).`);
  await expectOrderPage(page, second, "Shipped", `With Leopards, consignment number ${numbers.second}.`);
  await expect(historyOf(page)).not.toContainText("Cash received from the courier");
});
