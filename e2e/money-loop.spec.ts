import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { formatRupees } from "../lib/domain/money";
import { admin, loginOnPage } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { query } from "./support/db";
import { expect, newShopperContext, test } from "./support/test";

// The whole cash-on-delivery loop as a guest and the admin live it: an order, its confirmation
// call, the parcel handed to a courier under a consignment number, the guest following it on the
// courier's own tracking page, its delivery, and the courier's payment file taking its cash off
// what the couriers still hold. The courier is the test's own, so no other test's parcels move its figures.

async function inNewBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newShopperContext(browser);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const rupees = (text: string | null) => Number(text?.replace(/[^\d]/g, ""));

/** The dashboard's "Cash with couriers", read again until it shows what PostgreSQL holds (its figures are cached a minute at most, and expired by every order change). */
async function cashWithCouriers(office: Page): Promise<number> {
  let shown = 0;
  await expect(async () => {
    await office.goto("/admin/dashboard");
    shown = rupees(await office.getByTestId("cash-with-couriers").textContent());
    const [held] = await query<{ cash: string }>(
      `SELECT coalesce(sum(total), 0)::text AS cash FROM "Order"
       WHERE status = 'Delivered' AND "paidAt" IS NULL AND "courierId" IS NOT NULL`,
    );
    expect(shown).toBe(Number(held!.cash));
  }).toPass({ timeout: 30_000 });
  return shown;
}

test("the money loop: order, call, courier, tracking, delivery, the courier's payment and the cash it takes off", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  const courier = `Loop Express ${run}`;
  const trackingSite = `https://track.loop-express.example`;
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");

  // A guest buys the box: Rs. 2,400 less 10%, plus Rs. 249 delivery.
  const product = await productNamed(page.request, "Stuffed Almond Dates Box");
  await page.goto(`/products/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await page.getByLabel("Full name").fill("Loop Guest");
  await page.getByLabel("Phone number").fill(`0333 ${digits}`);
  await page.getByLabel("Shipping address").fill("House 7, Street 2, G-11/1");
  await page.getByLabel("City").fill("Islamabad");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/MDF-\d+/);
  const number = /MDF-\d+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  const total = 2409;
  await expect(page.getByText(`Cash to keep ready: ${formatRupees(total)}`)).toBeVisible();

  const consignment = `LX${digits}`;
  await inNewBrowser(browser, async (office) => {
    await office.goto(`/login?next=/admin/dashboard/couriers`);
    await loginOnPage(office, admin.email, admin.password);
    // The owner adds the courier the shop has started using.
    await office.getByRole("button", { name: "Add Courier" }).click();
    const dialog = office.getByRole("dialog", { name: "Add a courier" });
    await dialog.getByLabel("Name").fill(courier);
    await dialog.getByLabel("Tracking page address").fill(`${trackingSite}/parcel/{cn}`);
    await dialog.getByRole("button", { name: "Add Courier" }).click();
    await expect(office.getByText(`${courier} added`)).toBeVisible();

    // The confirmation call, then the parcel handed over.
    await office.goto("/admin/dashboard/orders");
    await office.getByRole("link", { name: number, exact: true }).click();
    await office.getByRole("button", { name: "Confirmed", exact: true }).click();
    await expect(office.getByText("Status: Processing")).toBeVisible();
    await office.getByLabel("Status").selectOption("Shipped");
    await office.getByLabel("Courier").selectOption(courier);
    await office.getByLabel("Consignment number").fill(consignment.toLowerCase());
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(office.getByText("Status: Shipped")).toBeVisible();
    await expect(office.getByRole("region", { name: "Parcel" })).toContainText(consignment);
  });

  // The guest follows the parcel from the order's page to the courier's own tracking page (a stand-in
  // for the courier's site, which this machine cannot reach), and by tracking the order.
  await page
    .context()
    .route(`${trackingSite}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<h1>Parcel ${new URL(route.request().url()).pathname}</h1>` }),
    );
  await page.reload();
  const parcel = page.locator("section", { has: page.getByRole("heading", { name: "Your parcel" }) });
  await expect(parcel.getByText(`${courier}, consignment number ${consignment}`)).toBeVisible();
  const [courierPage] = await Promise.all([
    page.context().waitForEvent("page"),
    parcel.getByRole("link", { name: `Track your parcel on ${courier}` }).click(),
  ]);
  await expect(courierPage).toHaveURL(`${trackingSite}/parcel/${consignment}`);
  await expect(courierPage.getByRole("heading", { name: `Parcel /parcel/${consignment}` })).toBeVisible();
  await courierPage.close();
  await inNewBrowser(browser, async (fresh) => {
    await fresh.goto("/track-order");
    await fresh.getByLabel("Order number").fill(number);
    await fresh.getByLabel("Phone number").fill(`+92 333 ${digits}`);
    await fresh.getByRole("button", { name: "Track order" }).click();
    await expect(fresh.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(
      fresh.getByRole("link", { name: `Track your parcel on ${courier}` }).filter({ visible: true }),
    ).toHaveAttribute("href", `${trackingSite}/parcel/${consignment}`);
  });

  await inNewBrowser(browser, async (office) => {
    await office.goto(`/login?next=/admin/dashboard/orders`);
    await loginOnPage(office, admin.email, admin.password);
    await office.getByRole("link", { name: number, exact: true }).click();
    await expect(office.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    const orderPage = office.url();
    await office.getByLabel("Status").selectOption("Delivered");
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(office.getByText("Status: Delivered")).toBeVisible();

    // Delivered: the cash is with the courier until it pays.
    const before = await cashWithCouriers(office);
    await office.getByTestId("cash-with-couriers").click();
    await expect(office).toHaveURL(/\/admin\/dashboard\/cash/);
    await expect(office.getByText(courier).filter({ visible: true }).first()).toBeVisible();

    // The courier's payment file, as its portal exports it.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "money-loop-")), "loop-express-payment.csv");
    writeFileSync(file, `Consignment No,COD Amount,Service Charges\n${consignment},"Rs. 2,409",120\n`);
    await office.goto("/admin/dashboard/orders/courier-files");
    const payments = office.getByRole("region", { name: "Payments: a courier's payment file" });
    await payments.getByLabel("Courier", { exact: true }).selectOption({ label: courier });
    await payments.getByLabel("Payment file (CSV)").setInputFiles(file);
    await payments.getByRole("button", { name: "Preview" }).click();
    await expect(office.getByText("Preview ready: no errors")).toBeVisible();
    await expect(payments.getByRole("row", { name: "Row 2" })).toContainText(number);
    await payments.getByRole("button", { name: "Record payment" }).click();
    await expect(payments.getByRole("status")).toContainText("Imported: 1 order paid");

    // The dashboard's cash with couriers drops by the order's total, and the order says it is paid.
    expect(await cashWithCouriers(office)).toBe(before - total);
    await office.goto(orderPage);
    await expect(office.getByText("Cash received from the courier")).toBeVisible();
  });
});
