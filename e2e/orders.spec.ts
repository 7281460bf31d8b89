import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, newShopperContext, test } from "./support/test";
import type { SavedMail } from "../test/support/smtp";
import { admin, customer, loginOnPage, loginThroughDialog, openAccountMenu } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { blockedPhoneMessages } from "../lib/domain/validation/blocked-phone";
import { query } from "./support/db";
import { placeOrderMessages } from "../lib/domain/validation/checkout";

// After "Place Order": the order's own page, its signed link, tracking by number and phone, the
// admin's confirmation call and status change, the shopper's timeline, and the e-mails.

/** The messages the shop's server has sent to the run's SMTP server so far. */
function mails(): SavedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail);
}

/**
 * The dashboard shows the database's orders and calls to make (read again until they match, as
 * other tests place orders meanwhile): its cached figures are expired by each order change.
 */
async function expectDashboardCurrent(page: Page) {
  await expect
    .poll(async () => {
      await page.goto("/admin/dashboard");
      const shown = await Promise.all(
        ["count-Orders", "count-awaiting-call"].map(async (id) =>
          Number((await page.getByTestId(id).textContent())?.replace(/,/g, "")),
        ),
      );
      const [counts] = await query<{ orders: string; awaiting: string }>(
        `SELECT count(*) AS orders,
           count(*) FILTER (WHERE status = 'Not processed' AND confirmation <> 'Confirmed') AS awaiting
         FROM "Order"`,
      );
      return shown.join() === [counts!.orders, counts!.awaiting].join();
    })
    .toBe(true);
}

async function checkOut(page: Page, contact: { name?: string; phone: string; email?: string }) {
  // Rs. 2,400 the box, 10% off: Rs. 2,160, plus Rs. 249 delivery.
  const product = await productNamed(page.request, "Stuffed Almond Dates Box");
  await page.goto(`/products/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  if (contact.name) await page.getByLabel("Full name").fill(contact.name);
  if (contact.email) await page.getByLabel("Email (optional)").fill(contact.email);
  await page.getByLabel("Phone number").fill(contact.phone);
  await page.getByLabel("Shipping address").fill("House 12, Street 4, I-8/3");
  await page.getByLabel("City").fill("Islamabad");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/MDF-\d+/);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  return /MDF-\d+/.exec(heading ?? "")![0];
}

async function inNewBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newShopperContext(browser);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a guest's order: its page, its link, tracking, the confirmation call, shipping and the e-mails", async ({
  page,
  browser,
}) => {
  // Four browsers in turn, the dashboard read twice and the e-mails awaited: more than 90 s on a busy machine.
  test.setTimeout(150_000);
  const number = await checkOut(page, { name: "Sana Mir", phone: "0333-5551234", email: "sana@example.pk" });
  const link = page.url();
  await expect(page.getByText("Your Order in process. Wait 2 days to deliver.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText("Cash to keep ready: Rs. 2,409")).toBeVisible();
  await expect(page.getByText("We will call you on 0333-5551234 to confirm.")).toBeVisible();
  await expect(page.getByText("Delivered within 3 to 5 working days after the confirmation call.")).toBeVisible();
  await expect(page.getByText("Stuffed Almond Dates Box")).toBeVisible();
  await expect(page.getByText("1 × Rs. 2,160")).toBeVisible();
  await expect(page.getByRole("link", { name: `Ask about ${number} on WhatsApp` })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${number}`),
  );

  // The link opens the order in a browser that never saw it; the bare address does not.
  await inNewBrowser(browser, async (fresh) => {
    await fresh.goto(link);
    await expect(fresh.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await fresh.goto(link.replace(/\?key=.*/, ""));
    await expect(fresh.getByRole("heading", { name: `Order ${number}` })).toBeHidden();
  });

  // Tracking by number and phone, from the menu, in yet another browser.
  await inNewBrowser(browser, async (fresh) => {
    await fresh.goto("/");
    await fresh.getByRole("button", { name: "Open menu" }).click();
    await fresh.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Track your order" }).click();
    await fresh.getByLabel("Order number").fill(number);
    await fresh.getByLabel("Phone number").fill("03111111111");
    await fresh.getByRole("button", { name: "Track order" }).click();
    await expect(fresh.getByRole("main").getByRole("alert")).toHaveText(
      "We could not find an order with that number and phone number.",
    );
    await fresh.getByLabel("Phone number").fill("+92 333 5551234");
    await fresh.getByRole("button", { name: "Track order" }).click();
    await expect(fresh.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  });

  // The admin calls, records the outcome, and ships it.
  await inNewBrowser(browser, async (office) => {
    await office.goto("/login?next=/admin/dashboard/orders");
    await loginOnPage(office, admin.email, admin.password);
    await office.getByRole("link", { name: number, exact: true }).click();
    await expect(office.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(office.getByRole("link", { name: "Call 0333-5551234" })).toHaveAttribute("href", "tel:+923335551234");
    await expect(office.getByRole("link", { name: "WhatsApp the customer" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/923335551234\?text=/,
    );
    // Placed on the English checkout: its mails and messages are in English.
    await expect(office.locator('dt:text-is("Language") + dd')).toHaveText("English");
    await office.getByRole("button", { name: "No answer" }).click();
    await expect(office.getByText("1 call recorded")).toBeVisible();
    const orderPage = office.url();
    await expectDashboardCurrent(office);
    await office.goto(orderPage);
    await office.getByRole("button", { name: "Confirmed", exact: true }).click();
    await expect(office.getByText("2 calls recorded")).toBeVisible();
    await expect(office.getByText("Status: Processing")).toBeVisible();
    await expectDashboardCurrent(office);
    await office.goto(orderPage);
    await office.getByLabel("Status").selectOption("Shipped");
    await office.getByLabel("Courier").selectOption("Leopards");
    await office.getByLabel("Consignment number").fill(`LE${number.slice(4)}01`);
    await office.getByRole("button", { name: "Update Status" }).click();
    await expect(office.getByText("Status: Shipped")).toBeVisible();
  });

  await page.reload();
  for (const step of [
    "Order placed",
    "We called but could not reach you",
    "Confirmed by phone",
    "Confirmed and being packed",
    "Handed to the courier",
  ])
    await expect(page.getByText(step, { exact: true })).toBeVisible();

  // The shop heard of the order, and the customer of each step, each once.
  await expect
    .poll(() =>
      mails()
        .filter((mail) => mail.subject.includes(number))
        .map((mail) => `${mail.to}: ${mail.subject}`)
        .sort(),
    )
    .toEqual([
      // The amount keeps its no-break space (lib/domain/money.ts) in the subject too.
      `orders@margalla.test: New order ${number}: Rs.\u00a02,409`,
      `sana@example.pk: Your order ${number} is confirmed`,
      `sana@example.pk: Your order ${number} is on its way`,
      `sana@example.pk: Your order ${number} is placed`,
    ]);
  const placed = mails().find((mail) => mail.subject === `Your order ${number} is placed`)!;
  expect(placed.text).toContain(link);
});

// (That its stock goes back is shown in test/api/abuse-limits.int.test.ts: other browser tests buy the same box meanwhile.)
test("the admin cancels an order as fake: the customer hears nothing, and the phone's next order is held for review", async ({
  page,
  browser,
}) => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const email = `fake.${digits}@example.pk`;
  const number = await checkOut(page, { name: "Fake Buyer", phone: `0345-${digits}`, email });
  const [order] = await query<{ id: string }>(`SELECT id FROM "Order" WHERE number = $1`, [number.slice(4)]);

  await inNewBrowser(browser, async (office) => {
    await office.setViewportSize({ width: 390, height: 844 });
    await office.goto(`/login?next=/admin/dashboard/orders/${order!.id}`);
    await loginOnPage(office, admin.email, admin.password);
    office.once("dialog", (dialog) => void dialog.accept());
    await office.getByRole("button", { name: "Cancel as fake" }).click();
    await expect(office.getByText(blockedPhoneMessages.cancelledAsFake)).toBeVisible();
    await expect(
      office.getByText(/^Blocked since .* by Shop Admin: its online orders are held for review$/),
    ).toBeVisible();
    await expect(office.getByText(blockedPhoneMessages.fakeOrderNote(`0345-${digits}`))).toBeVisible();
    await office.screenshot({ path: test.info().outputPath("fake-order-390.png"), fullPage: true });
  });
  expect(await query(`SELECT status FROM "Order" WHERE id = $1`, [order!.id])).toEqual([{ status: "Cancelled" }]);

  // The same phone, written another way, orders as usual, but the order is held for review and its
  // customer is not e-mailed (e2e/held-orders.spec.ts follows one through).
  const again = await checkOut(page, { name: "Fake Buyer", phone: `+92 345 ${digits}`, email });
  expect(await query(`SELECT "heldForReview" FROM "Order" WHERE number = $1`, [again.slice(4)])).toEqual([
    { heldForReview: true },
  ]);
  // Nothing but the first order's own mail ever went to the customer.
  await expect
    .poll(() =>
      mails()
        .filter((mail) => mail.to === email)
        .map((mail) => mail.subject),
    )
    .toEqual([`Your order ${number} is placed`]);
});

test("an answer lost on the way: Place Order after a reload goes to the one order placed, not a second", async ({
  page,
}) => {
  const phone = "0333-5557788";
  const product = await productNamed(page.request, "Stuffed Almond Dates Box");
  await page.goto(`/products/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  const fillContact = async () => {
    await page.getByLabel("Full name").fill("Lost Answer");
    await page.getByLabel("Phone number").fill(phone);
    await page.getByLabel("Shipping address").fill("House 12, Street 4, I-8/3");
    await page.getByLabel("City").fill("Islamabad");
  };
  await fillContact();
  // The shop places the order, and the connection drops before its answer reaches the phone.
  await page.route("**/api/order/create-order", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText(placeOrderMessages.noAnswer)).toBeVisible();
  await expect(page.getByText("Failed to place order", { exact: true })).toBeVisible();
  await page.unroute("**/api/order/create-order");

  await page.reload();
  await fillContact();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/MDF-\d+\?key=/);
  await expect(page.getByText(placeOrderMessages.alreadyPlaced)).toBeVisible();
  const orders = await query<{ number: number }>(`SELECT number FROM "Order" WHERE phone = $1`, [phone]);
  expect(orders).toHaveLength(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order MDF-${orders[0]!.number}`);
});

test("a customer opens the same order view from My Orders", async ({ page }) => {
  await page.goto("/");
  await loginThroughDialog(page, customer.email, customer.password);
  const number = await checkOut(page, { phone: "0321-7654321" });
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText("Order placed", { exact: true })).toBeVisible();
});

test("the orders list fits 1366 px with every column and action in view, is cards on a phone, and exports", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/login?next=/admin/dashboard/orders");
  await loginOnPage(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  const table = page.getByRole("table");
  for (const column of ["Order", "Customer", "Items", "Total", "Status", "Actions"])
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  const firstRow = table.getByRole("row").nth(1);
  for (const action of [
    firstRow.getByRole("button", { name: "Edit Order" }),
    firstRow.getByRole("link", { name: "Print Delivery Slip" }),
    firstRow.getByRole("button", { name: "Delete Order" }),
  ]) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  const cards = page.getByRole("list", { name: "Orders" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole("button", { name: "Edit Order" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const csv = await page.request.get("/api/order/export?status=Delivered");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  // Every cell is quoted, so a spreadsheet that splits on ';' keeps each one whole.
  expect(lines[0]).toBe(
    '"order","transactionId","date","time","status","confirmation","customer","phone","email","address","city","items","subtotal","delivery","discount","total","promoCode","payment"',
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(',"Delivered",'))).toBe(true);
});
