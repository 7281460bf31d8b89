// The Urdu shop on a phone: the page says it is Urdu and right to left, speaks Urdu, keeps each price
// on one line and never scrolls sideways; a guest's whole journey, from the language switch to the
// e-mail, is in Urdu.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { keepLeftToRight } from "../lib/i18n/bidi";
import { languageCookie, languageNames, languageOffer } from "../lib/i18n/locales";
import { messagesOf } from "../lib/i18n/messages";
import type { SavedMail } from "../test/support/smtp";
import { loginThroughDialog, newCustomer } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

const urdu = messagesOf("ur");

async function expectUrduPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A price is on one line: its box is no taller than one line of its text. */
async function expectOneLine(page: Page, selector: string) {
  const price = page.locator(selector).first();
  await expect(price).toContainText("Rs.");
  const { height, lineHeight } = await price.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
}

test("the Urdu home page is in Urdu, right to left, without sideways scrolling", async ({ page }) => {
  await page.goto("/ur");
  await expect(page.getByRole("heading", { name: "کیٹیگری کے مطابق خریدیں" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "ممرا بادام" })).toBeVisible();
  await expect(page.getByRole("link", { name: "مزید پروڈکٹس دیکھیں" })).toHaveAttribute("href", "/ur?show=60");
  await expectOneLine(page, ".card-price > span:first-child");
  await expectUrduPage(page);
});

test("the home slider shows the owner's Urdu words on the Urdu home page and the English ones on the English", async ({
  page,
}) => {
  await page.goto("/ur");
  const urduHero = page.getByRole("region", { name: urdu.listing.offers });
  await urduHero.hover(); // holds the first slide
  await expect(urduHero.getByText("تازہ عجوہ کھجوریں", { exact: true })).toBeVisible();
  await expect(urduHero.getByText("سیدھی مدینہ منورہ سے", { exact: true })).toBeVisible();
  await expect(urduHero.getByText("Fresh Ajwa Dates")).toHaveCount(0);
  // Urdu words that start with a price still read right to left.
  await expect(urduHero.getByText("Rs. 5,000 یا اس سے زیادہ کے آرڈر پر")).toHaveAttribute("dir", "rtl");

  await page.goto("/");
  const hero = page.getByRole("region", { name: "Offers" });
  await hero.hover();
  await expect(hero.getByText("Fresh Ajwa Dates", { exact: true })).toBeVisible();
  await expect(hero.getByText("تازہ عجوہ کھجوریں")).toHaveCount(0);
});

test("an Urdu product page names the product in Urdu, with its price on one line", async ({ page, request }) => {
  const product = await productNamed(request, "Mamra Almonds");
  await page.goto(`/ur/products/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "ممرا بادام" })).toBeVisible();
  await expect(page).toHaveTitle(/ممرا بادام/);
  await expect(page.getByRole("button", { name: "کارٹ میں ڈالیں", exact: true }).first()).toBeVisible();
  await expectOneLine(page, '[data-testid="product-price"]');
  await expectUrduPage(page);
});

/** The side of the window a drawer stands against. */
async function edgeOf(drawer: Locator): Promise<"left" | "right"> {
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  return box.x < 1 ? "left" : "right";
}

test("on Urdu pages the menu slides in from the right and the cart from the left", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await edgeOf(page.getByRole("dialog", { name: "Menu" }))).toBe("left");

  await page.goto("/ur");
  await page.getByRole("button", { name: urdu.menu.openMenu }).click();
  expect(await edgeOf(page.getByRole("dialog", { name: urdu.menu.menu }))).toBe("right");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "کارٹ، 0 چیزیں" }).click();
  expect(await edgeOf(page.getByRole("dialog", { name: urdu.cart.title }))).toBe("left");
});

/** The messages the shop's server has sent to the run's SMTP server to `to`. */
function mailsTo(to: string): SavedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SavedMail)
    .filter((mail) => mail.to.includes(to));
}

test("a guest switches to Urdu on a product, orders it in Urdu and is mailed in Urdu", async ({ page, request }) => {
  const product = await productNamed(request, "Mamra Almonds");
  await page.goto(`/products/${product._id}`);
  // On a phone the language switch is in the menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: languageNames.ur }).click();
  await expect(page).toHaveURL(new RegExp(`/ur/products/${product._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "ممرا بادام" })).toBeVisible();
  await expectUrduPage(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === languageCookie)?.value).toBe("ur");

  // An order by WhatsApp is written in Urdu, with the product's Urdu name.
  const chat = new URL((await page.getByRole("link", { name: urdu.purchase.orderOnWhatsApp }).getAttribute("href"))!);
  expect(chat.searchParams.get("text")).toMatch(/^السلام علیکم! مجھے ممرا بادام \(250 گرام\) × 1 کا آرڈر دینا ہے/);

  await page.getByRole("button", { name: urdu.purchase.addToCart, exact: true }).first().click();
  await expect(page.getByRole("status").filter({ hasText: urdu.cart.added })).toBeVisible();
  await expect(page.getByRole("button", { name: urdu.cart.viewCart })).toBeVisible();
  await page.getByRole("button", { name: "کارٹ، 1 چیز" }).click();
  const drawer = page.getByRole("dialog", { name: urdu.cart.title });
  await drawer.getByRole("button", { name: urdu.cart.checkout }).click();
  await expect(page).toHaveURL(/\/ur\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: urdu.checkout.title })).toBeVisible();
  await expect(page.getByText("ممرا بادام").first()).toBeAttached();

  const email = `urdu.${Date.now().toString(36)}@example.pk`;
  await page.getByLabel(urdu.checkout.fullName).fill("عائشہ خان");
  await page.getByLabel(urdu.checkout.phoneNumber).fill("12345");
  await page.getByLabel(urdu.checkout.email).fill(email);
  await page.getByLabel(urdu.checkout.shippingAddress).fill("House 7, Street 2, G-10/4");
  await page.getByLabel(urdu.checkout.city).fill("Islamabad");
  await page.getByRole("button", { name: urdu.checkout.placeOrder }).click();
  await expect(page.getByText(urdu.validation.phoneInvalid)).toBeVisible();
  await expectUrduPage(page);

  await page.getByLabel(urdu.checkout.phoneNumber).fill(`0333-${String(Date.now()).slice(-7)}`);
  await page.getByRole("button", { name: urdu.checkout.placeOrder }).click();
  await expect(page).toHaveURL(/\/ur\/orders\/MDF-\d+/);
  const number = /MDF-\d+/.exec(page.url())![0];
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  await expect(page.getByText(urdu.order.deliveryAddress).first()).toBeVisible();
  await expectUrduPage(page);

  await expect
    .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(urdu.mail.subject.placed.replace("{number}", keepLeftToRight("ur", number)));
  // The mail names the product in Urdu and links to the Urdu order page.
  const [mail] = mailsTo(email);
  expect(mail!.text).toContain("- ممرا بادام (250g) × 1");
  expect(mail!.text).toContain(`/ur/orders/${number}?key=`);
});

test("a browser that prefers Urdu is offered it once on an English page, never redirected", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ur-PK", viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.url()).toMatch(/\/$/);
    const offer = page.getByRole("region", { name: languageOffer.ur.text });
    await expect(offer.getByRole("link", { name: languageOffer.ur.accept })).toHaveAttribute("href", "/ur");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(offer).toBeHidden();

    // Once Urdu is chosen, the bare home page (a bookmark, the address typed) opens in Urdu.
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: languageNames.ur }).click();
    await expect(page).toHaveURL(/\/ur\/about-us$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ur$/);
    await expectUrduPage(page);
  } finally {
    await context.close();
  }
});

test("a customer's orders in Urdu: the product's Urdu name and the date in Urdu", async ({ page, request }) => {
  const account = await newCustomer(request);
  const product = await productNamed(request, "Mamra Almonds");
  await page.goto("/");
  await loginThroughDialog(page, account.email, account.password);
  const placed = await page.request.post("/api/order/create-order", {
    data: {
      allProduct: [{ id: product._id, weight: "250g", quantity: 1 }],
      address: "House 12, Street 4, I-8/3",
      city: "Islamabad",
      phone: `0333-${String(Date.now()).slice(-7)}`,
      customerInfo: { fullName: "Urdu Customer", email: account.email, specialInstructions: "" },
      paymentMethod: "COD",
      isGuest: false,
      locale: "ur",
    },
  });
  expect(placed.status()).toBe(200);

  await page.goto("/ur/user/orders");
  await expect(page.getByRole("heading", { level: 1, name: urdu.account.orders.heading })).toBeVisible();
  await expect(page.getByText("ممرا بادام").first()).toBeVisible();
  // '26 نومبر، 2026، 3:25 AM': Urdu month, Latin digits.
  await expect(page.locator("time").first()).toHaveText(/^\d{1,2} [\u0600-\u06ff]+، \d{4}، \d{1,2}:\d{2}/);
  await expectUrduPage(page);
});
