// The Urdu shop on a phone: the page says it is Urdu and right to left, speaks Urdu, keeps each price
// on one line and never scrolls sideways.
import type { Page } from "@playwright/test";
import { productNamed } from "./support/catalogue";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

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

test("an Urdu product page names the product in Urdu, with its price on one line", async ({ page, request }) => {
  const product = await productNamed(request, "Mamra Almonds");
  await page.goto(`/ur/products/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "ممرا بادام" })).toBeVisible();
  await expect(page).toHaveTitle(/ممرا بادام/);
  await expect(page.getByRole("button", { name: "کارٹ میں ڈالیں", exact: true }).first()).toBeVisible();
  await expectOneLine(page, '[data-testid="product-price"]');
  await expectUrduPage(page);
});
