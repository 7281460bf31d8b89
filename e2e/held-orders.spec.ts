// Who is calling (issue 34): the admin blocks a number by hand; a guest who orders with it, written
// another way, sees the usual order page; the admin finds the order held, with the number's history,
// and releases it by recording the confirmation call. The customer hears nothing until then.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SavedMail } from "../test/support/smtp";
import { heldOrderTexts } from "../lib/domain/held-orders";
import { blockedPhoneMessages } from "../lib/domain/validation/blocked-phone";
import { admin, loginOnPage } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { query } from "./support/db";
import { expect, newShopperContext, test } from "./support/test";

function mails(): SavedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail);
}

test("a guest orders with a blocked number and sees the usual order; the admin finds it held and releases it by the call", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const typed = `0346-${digits}`;
  const email = `held.${digits}@example.pk`;
  const product = await productNamed(page.request, "Stuffed Almond Dates Box");

  // The number ordered before, and that parcel was delivered.
  const earlier = await page.request.post("/api/order/create-order", {
    data: {
      allProduct: [{ id: product._id, quantity: 1 }],
      address: "House 12, Street 4, I-8/3",
      city: "Islamabad",
      phone: typed,
      customerInfo: { fullName: "Held Buyer", email: "", specialInstructions: "" },
      paymentMethod: "COD",
      isGuest: true,
    },
  });
  const earlierId = ((await earlier.json()) as { order: { _id: string } }).order._id;
  const signedIn = await page.request.post("/api/signin", { data: { email: admin.email, password: admin.password } });
  const token = ((await signedIn.json()) as { token: string }).token;
  const delivered = await page.request.post("/api/order/update-order", {
    data: { oId: earlierId, status: "Delivered" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await delivered.json()).toMatchObject({ success: expect.any(String) });

  const office = await (await newShopperContext(browser)).newPage();
  await office.setViewportSize({ width: 390, height: 844 });
  await office.goto("/login?next=/admin/dashboard/orders");
  await loginOnPage(office, admin.email, admin.password);
  await office.getByRole("link", { name: "Blocked phones" }).click();
  await expect(office.getByRole("heading", { name: "Blocked phones" })).toBeVisible();
  await office.getByLabel("Phone number").fill("12345");
  await office.getByLabel("Reason").fill("Refused two parcels at the door");
  await office.getByRole("button", { name: "Block number" }).click();
  await expect(office.getByText(blockedPhoneMessages.phone)).toBeVisible();
  await office.getByLabel("Phone number").fill(typed);
  await office.getByRole("button", { name: "Block number" }).click();
  await expect(office.getByText(blockedPhoneMessages.blocked(typed))).toBeVisible();
  const entry = office.getByRole("list", { name: "Blocked phones" }).getByRole("listitem").filter({ hasText: typed });
  await expect(entry).toContainText("Refused two parcels at the door");
  await expect(entry.getByRole("link", { name: /^1 order: 1 delivered/ })).toBeVisible();

  // The guest orders with the same number written another way: the usual order page, no refusal.
  await page.goto(`/products/${product._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await page.getByLabel("Full name").fill("Held Buyer");
  await page.getByLabel("Email (optional)").fill(email);
  await page.getByLabel("Phone number").fill(`+92 346 ${digits}`);
  await page.getByLabel("Shipping address").fill("House 12, Street 4, I-8/3");
  await page.getByLabel("City").fill("Islamabad");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/MDF-\d+/);
  const number = /MDF-\d+/.exec(page.url())![0];
  await expect(page.getByText("Your Order in process. Wait 2 days to deliver.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(`We will call you on +92 346 ${digits} to confirm.`)).toBeVisible();
  await expect(page.getByText(/held for review|blocked/i)).toHaveCount(0);

  // The admin's list, held orders only: the order, marked Held, with the number's history.
  await office.goto("/admin/dashboard/orders");
  await office.getByLabel(heldOrderTexts.filter).check();
  await expect(office).toHaveURL(/held=1/);
  const card = office.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: number });
  await expect(card.getByText(heldOrderTexts.badge, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /^2 orders: 1 delivered, 1 open/ })).toBeVisible();
  await card.getByRole("link", { name: number, exact: true }).click();

  await expect(office.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(office.getByRole("note")).toContainText(
    /^Held for review: this number is blocked \(blocked by .+ on .+: Refused two parcels at the door\)\./,
  );
  const history = office.getByRole("link", { name: /^2 orders: 1 delivered, 1 open/ });
  await expect(history).toHaveAttribute("href", /\/admin\/dashboard\/orders\?q=/);
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await office.screenshot({ path: test.info().outputPath("held-order-390.png"), fullPage: true });

  // The call confirms it: released, and the customer is e-mailed from then on.
  await office.getByRole("button", { name: "Confirmed", exact: true }).click();
  await expect(office.getByText("Status: Processing")).toBeVisible();
  await expect(office.getByRole("note")).toHaveCount(0);
  await expect(office.getByText(heldOrderTexts.releasedNote)).toBeVisible();
  expect(await query(`SELECT "heldForReview" FROM "Order" WHERE number = $1`, [number.slice(4)])).toEqual([
    { heldForReview: false },
  ]);
  await expect
    .poll(() =>
      mails()
        .filter((mail) => mail.subject.includes(number))
        .map((mail) => `${mail.to}: ${mail.subject}`)
        .sort(),
    )
    .toEqual([
      `${email}: Your order ${number} is confirmed`,
      `orders@margalla.test: Held for review: New order ${number}: Rs.\u00a02,409`,
    ]);

  // The number is still blocked until the admin unblocks it from the list.
  await office.goto("/admin/dashboard/orders/blocked-phones");
  office.once("dialog", (dialog) => void dialog.accept());
  await entry.getByRole("button", { name: `Unblock ${typed}` }).click();
  await expect(office.getByText(blockedPhoneMessages.unblocked(typed))).toBeVisible();
  await expect(entry).toHaveCount(0);
  await office.context().close();
});
