import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import type { SavedMail } from "../test/support/smtp";
import { admin, customer, loginOnPage } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { expect, newShopperContext, test } from "./support/test";

// Shipping with a courier: the admin hands a guest's order to a courier under a consignment number,
// and the guest sees the courier, the number and a working link to the courier's tracking page on
// the order's page, through Track your order and in the "on its way" e-mail; the courier list the
// owner keeps; My Orders on a phone.

function mails(): SavedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail);
}

async function inNewBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newShopperContext(browser);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function asAdmin<T>(browser: Browser, next: string, run: (page: Page) => Promise<T>): Promise<T> {
  return inNewBrowser(browser, async (office) => {
    await office.goto(`/login?next=${encodeURIComponent(next)}`);
    await loginOnPage(office, admin.email, admin.password);
    await expect(office).toHaveURL(new RegExp(`${next}$`));
    return run(office);
  });
}

const parcelSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Your parcel" }) });

/** The parcel as the shopper's order page shows it. */
async function expectParcel(page: Page, courier: string, consignmentNumber: string, trackingUrl: string) {
  const parcel = parcelSection(page);
  await expect(parcel.getByText(`${courier}, consignment number ${consignmentNumber}`)).toBeVisible();
  const link = parcel.getByRole("link", { name: `Track your parcel on ${courier}` });
  await expect(link).toHaveAttribute("href", trackingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
}

test("the admin ships a guest's order with a courier: the guest sees courier, number and tracking link", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = `0345-${digits}`;
  const email = `parcel.${digits}@example.pk`;
  const product = await productNamed(page.request, "Aseel Dates Khairpur");
  await page.goto(`/products/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await page.getByLabel("Full name").fill("Parcel Guest");
  await page.getByLabel("Email (optional)").fill(email);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Shipping address").fill("House 3, Street 9, F-10/2");
  await page.getByLabel("City").fill("Islamabad");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/MDF-\d+/);
  const number = /MDF-\d+/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  await expect(parcelSection(page)).toHaveCount(0);

  // Typed as the courier's slip prints it, kept as the courier's site reads it.
  const typed = `770 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const consignment = `770${digits}`;
  const tcsPage = `https://www.tcsexpress.com/track/${consignment}`;
  await asAdmin(browser, "/admin/dashboard/orders", async (office) => {
    await office.getByRole("link", { name: number, exact: true }).click();
    await expect(office.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await office.getByRole("button", { name: "Confirmed", exact: true }).click();
    await expect(office.getByText("Status: Processing")).toBeVisible();
    await expect(office.getByRole("region", { name: "Parcel" })).toContainText("Not handed to a courier yet");

    // Shipped asks for the courier and the number, both required.
    await office.getByLabel("Status").selectOption("Shipped");
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(office.getByText("Please choose a courier from the list.")).toBeVisible();
    await expect(office.getByText("Please enter the consignment number (letters, digits and dashes)")).toBeVisible();
    await office.getByLabel("Courier").selectOption("TCS");
    await office.getByLabel("Consignment number").fill(typed);
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(office.getByText("Status: Shipped")).toBeVisible();

    const parcel = office.getByRole("region", { name: "Parcel" });
    await expect(parcel).toContainText(consignment);
    await expect(parcel.getByRole("link", { name: "Track your parcel on TCS" })).toHaveAttribute("href", tcsPage);
    const chat = parcel.getByRole("link", { name: "WhatsApp the tracking details" });
    await expect(chat).toHaveAttribute("href", new RegExp(`^https://wa\\.me/92345${digits}\\?text=`));
    const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
    expect(text).toContain(`your order ${number} is on its way with TCS, consignment number ${consignment}.`);
    expect(text).toContain(`Track your parcel on TCS: ${tcsPage}`);
  });

  // The guest's own page, and the history's step naming the courier.
  await page.reload();
  await expectParcel(page, "TCS", consignment, tcsPage);
  await expect(page.getByText(`With TCS, consignment number ${consignment}.`)).toBeVisible();

  // Tracking by number and phone, in a browser that never saw the order.
  await inNewBrowser(browser, async (fresh) => {
    await fresh.goto("/track-order");
    await fresh.getByLabel("Order number").fill(number);
    await fresh.getByLabel("Phone number").fill(`+92 345 ${digits}`);
    await fresh.getByRole("button", { name: "Track order" }).click();
    await expect(fresh.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expectParcel(fresh, "TCS", consignment, tcsPage);
  });

  // The "on its way" e-mail, through the shop's outbox to the run's mail server.
  await expect
    .poll(() => mails().find((mail) => mail.to === email && mail.subject === `Your order ${number} is on its way`))
    .toBeTruthy();
  const onItsWay = mails().find((mail) => mail.subject === `Your order ${number} is on its way`)!;
  expect(onItsWay.text).toContain(`Your order has been handed to TCS, consignment number ${consignment}.`);
  expect(onItsWay.text).toContain(`Track your parcel on TCS: ${tcsPage}`);

  // A wrong number corrected: the guest's page follows, and the guest is told again.
  const corrected = `LE${digits}`;
  await asAdmin(browser, "/admin/dashboard/orders", async (office) => {
    await office.getByRole("link", { name: number, exact: true }).click();
    await office.getByLabel("Courier").selectOption("Leopards");
    await office.getByLabel("Consignment number").fill(corrected.toLowerCase());
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(
      office.getByText(`Courier details changed. With Leopards, consignment number ${corrected}.`),
    ).toBeVisible();
  });
  await page.reload();
  await expectParcel(page, "Leopards", corrected, `https://www.leopardscourier.com/tracking?cn=${corrected}`);
  await expect
    .poll(() => mails().filter((mail) => mail.subject === `Your order ${number} is on its way`).length)
    .toBe(2);
});

test("the owner keeps the courier list: adds, edits, retires and deletes a courier", async ({ page }) => {
  const name = `Swift ${Date.now().toString(36)}`;
  await page.goto("/login?next=/admin/dashboard");
  await loginOnPage(page, admin.email, admin.password);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Couriers" }).click();
  await expect(page.getByRole("heading", { name: "Couriers", level: 1 })).toBeVisible();
  // A courier that has carried the demo orders' parcels is retired, never deleted.
  const tcs = page.getByRole("row", { name: "TCS", exact: true });
  await expect(tcs.getByText("Retire it rather than delete: it has carried parcels")).toBeVisible();
  await expect(tcs.getByRole("button", { name: "Delete TCS" })).toHaveCount(0);

  await page.getByRole("button", { name: "Add Courier" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a courier" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Tracking page address").fill("https://swift.example.pk/track");
  await dialog.getByRole("button", { name: "Add Courier" }).click();
  await expect(dialog.getByText(/with \{cn\} where the consignment number goes/)).toBeVisible();
  await dialog.getByLabel("Tracking page address").fill("https://swift.example.pk/track/{cn}");
  await expect(
    dialog.getByText("A parcel 77012345678 links to https://swift.example.pk/track/77012345678"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Add Courier" }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  const row = page.getByRole("row", { name, exact: true });
  await expect(row).toContainText("https://swift.example.pk/track/{cn}");

  // The same name in other letters is refused.
  await page.getByRole("button", { name: "Add Courier" }).click();
  dialog = page.getByRole("dialog", { name: "Add a courier" });
  await dialog.getByLabel("Name").fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Add Courier" }).click();
  await expect(dialog.getByText(`A courier named ${name} is already in the list.`)).toBeVisible();
  await page.keyboard.press("Escape");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit courier" });
  await dialog.getByLabel("Tracking page address").fill("https://swift.example.pk/parcel?cn={cn}");
  await dialog.getByRole("button", { name: "Save Courier" }).click();
  await expect(row).toContainText("https://swift.example.pk/parcel?cn={cn}");

  await row.getByRole("button", { name: `Retire ${name}` }).click();
  await expect(row.getByText("Retired", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Reactivate ${name}` }).click();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  page.once("dialog", (confirm) => void confirm.accept());
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("My Orders on a phone shows each parcel's courier, number and tracking link without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login?next=/user/orders");
  await loginOnPage(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/user\/orders$/);
  // The demo customer's delivered order that TCS carried: the card's line (the table's copy of it is
  // for wider screens) and its link to TCS's page.
  await expect(page.getByText("TCS, consignment number 77012458391").filter({ visible: true })).toHaveCount(1);
  await expect(
    page.locator('a[href="https://www.tcsexpress.com/track/77012458391"]').filter({ visible: true }),
  ).toContainText("Track your parcel on TCS");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
