import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { admin, customer, loginOnPage, loginThroughDialog, openAccountMenu } from "./support/auth";
import { productNamed } from "./support/catalogue";
import { query } from "./support/db";
import { shop } from "../lib/domain/shop";
import { lowStockThreshold } from "../lib/domain/validation/admin-product-list";

// A shop bought from on phones: every control a thumb can hit, the menu that leads to the
// categories, the checkout's total before its fields and the admin's day on the dashboard.

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** The least box a thumb hits without missing (WCAG 2.5.5, Apple's and Android's guides), in CSS px. */
const thumb = 44;

/**
 * The controls in `scope` whose own box (not a hit area drawn around it) is under 44 × 44, as
 * "where: name (tag) W×H". A radio or checkbox counts by its label, which takes its taps.
 */
function smallTargets(scope: Locator, where: string): Promise<string[]> {
  return scope.evaluate(
    (root, { where, least }) => {
      const controls = root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
      );
      const measured = new Set<HTMLElement>();
      const small: string[] = [];
      for (const control of [root as HTMLElement, ...controls]) {
        if (control === root && !control.matches("button, a[href]")) continue;
        const target =
          control instanceof HTMLInputElement && ["radio", "checkbox"].includes(control.type)
            ? (control.labels?.[0] ?? control)
            : control;
        if (measured.has(target) || !target.checkVisibility({ visibilityProperty: true })) continue;
        measured.add(target);
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.width >= least - 0.01 && box.height >= least - 0.01) continue;
        const name =
          control.getAttribute("aria-label") ??
          (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
            ? control.labels?.[0]?.textContent
            : null) ??
          control.textContent;
        const type = control instanceof HTMLInputElement ? `[${control.type}]` : "";
        small.push(
          `${where}: "${(name ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}" (${control.tagName.toLowerCase()}${type}) ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
      return small;
    },
    { where, least: thumb },
  );
}

/** The failure's message: each small control once, with how many times it repeats (a list's rows). */
function describeSmall(small: string[]): string {
  const counts = new Map<string, number>();
  for (const entry of small) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const lines = [...counts].map(([entry, count]) => (count > 1 ? `${entry} (×${count})` : entry));
  return `Controls under ${thumb} × ${thumb} px:\n${lines.join("\n")}`;
}

/** No part of the page reaches past the screen's right edge. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The top of an element's box in the page (not the screen), in CSS px. */
const topOf = async (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

test.describe("at 390 px", () => {
  test.use({ viewport: phone });

  test("every control of the product dialog, cart drawer, menus and checkout is at least 44 × 44 px", async ({
    page,
  }) => {
    const almonds = await productNamed(page.request, "Mamra Almonds");
    const small: string[] = [];
    await page.goto("/");
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/search?q=${encodeURIComponent(almonds.pName)}`);

    await page.getByRole("button", { name: `Add To Cart: ${almonds.pName}` }).click();
    const dialog = page.getByRole("dialog", { name: almonds.pName });
    await expect(dialog.getByRole("button", { name: "Add To Cart" })).toBeVisible();
    small.push(...(await smallTargets(dialog, "product dialog")));
    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: /^Cart, 1 item$/ }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByRole("button", { name: "Edit" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    small.push(...(await smallTargets(drawer, "cart drawer")));
    await drawer.getByRole("button", { name: "Continue Shopping" }).click();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Contact Us" }).click();
    await menu.getByRole("button", { name: "Dates", exact: true }).click();
    await expect(menu.getByRole("link", { name: /Ajwa Dates/ })).toBeVisible();
    small.push(...(await smallTargets(menu, "phone menu")));
    await menu.getByRole("button", { name: "Close menu" }).click();
    small.push(...(await smallTargets(page.getByRole("banner"), "header")));

    await page.goto("/checkout");
    await expect(page.getByLabel("Full name")).toBeVisible();
    // The summary before the fields, opened.
    await page.locator("main details > summary").click();
    expect(await scrollsSideways(page)).toBe(false);
    small.push(...(await smallTargets(page.getByRole("main"), "checkout")));

    await loginThroughDialog(page, customer.email, customer.password);
    await openAccountMenu(page);
    const accountMenu = page.getByRole("menu");
    await expect(accountMenu).toBeVisible();
    small.push(...(await smallTargets(page.getByRole("button", { name: /Account menu for/ }), "account menu")));
    small.push(...(await smallTargets(accountMenu, "account menu")));

    expect(small, describeSmall(small)).toEqual([]);
  });

  test("every control of the admin's order cards is at least 44 × 44 px", async ({ page }) => {
    await page.goto("/login?next=/admin/dashboard/orders");
    await loginOnPage(page, admin.email, admin.password);
    const cards = page.getByRole("list", { name: "Orders" });
    // Signing in checks the password's hash: slow on a busy machine.
    await expect(cards.getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
    expect(await scrollsSideways(page)).toBe(false);
    const small = await smallTargets(cards, "admin order cards");
    expect(small, describeSmall(small)).toEqual([]);
  });
});

for (const width of [360, 390]) {
  test(`at ${width} px the header names the shop, and a category of the menu starts with the way to its page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const name = header.getByText(shop.name, { exact: true });
    await expect(name).toBeVisible();
    const nameBox = (await name.boundingBox())!;
    const cartBox = (await header.getByRole("button", { name: /^Cart, / }).boundingBox())!;
    // Beside the icons, never under them, and the header still one row above the search.
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(
      (await header.getByRole("link", { name: "Wishlist" }).boundingBox())!.x,
    );
    expect(nameBox.y).toBeLessThan(cartBox.y + cartBox.height);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Dates", exact: true }).click();
    const opened = menu.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Dates", exact: true }) });
    // Its products are listed (the spec's accordion), after the link to the whole category.
    await expect(opened.getByRole("link", { name: /Ajwa Dates/ })).toBeVisible();
    await expect(opened.getByRole("link").first()).toHaveAccessibleName("Shop all Dates");
    await opened.getByRole("link", { name: "Shop all Dates" }).click();
    await expect(page).toHaveURL(/\/products\/category\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dates" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
}

test("on a phone the checkout shows its total before the fields and opens to its lines; a laptop keeps the summary beside them", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const almonds = await productNamed(page.request, "Mamra Almonds");
  await page.goto(`/products/${almonds._id}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole("button", { name: "Buy Now" }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  const fullName = page.getByLabel("Full name");
  await expect(fullName).toBeVisible();
  // Rs. 2,025 and Rs. 249 delivery.
  const summary = page.locator("main details").filter({ has: page.locator("summary") });
  await expect(summary.locator("summary")).toContainText("Rs. 2,274");
  await expect(summary.locator("summary")).toBeInViewport();
  expect(await topOf(summary)).toBeLessThan(await topOf(fullName));
  await expect(summary.getByText(almonds.pName)).toBeHidden();
  await summary.locator("summary").click();
  await expect(summary.getByText(almonds.pName)).toBeVisible();
  await expect(summary).toContainText("Rs. 249");
  expect(await scrollsSideways(page)).toBe(false);
  const serious = (await new AxeBuilder({ page }).include("main").analyze()).violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await page.setViewportSize(laptop);
  await expect(summary).toBeHidden();
  const beside = page.getByRole("heading", { name: "Order Summary" });
  await expect(beside).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("Rs. 2,274");
  expect((await beside.boundingBox())!.x).toBeGreaterThan((await fullName.boundingBox())!.x + 300);
});

test("the dashboard leads with what needs doing, then Today's Orders, then the figures, at 1366 and 390 px", async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await page.goto("/login?next=/admin/dashboard");
  await loginOnPage(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 20_000 });

  const calls = page.getByRole("link", { name: /Waiting for the confirmation call/ });
  const toShip = page.getByRole("link", { name: /Orders to ship/ });
  const lowStock = page.getByRole("link", { name: /^Low stock/ }).first();
  const cash = page.getByRole("link", { name: /Cash with couriers/ });
  const today = page.getByRole("heading", { name: /Today's Orders/ });
  const figures = page.getByTestId("count-Customers");
  const slider = page.getByRole("heading", { name: "Customize Slider Image" });

  // The cards lead to the lists they count.
  await expect(toShip).toHaveAttribute("href", "/admin/dashboard/orders?status=Processing");
  await expect(lowStock).toHaveAttribute("href", "/admin/dashboard/products?stock=low&sort=stock");
  await expect
    .poll(async () => {
      await page.reload();
      const [counts] = await query<{ processing: string; low: string }>(
        `SELECT (SELECT count(*) FROM "Order" WHERE status = 'Processing') AS processing,
                (SELECT count(*) FROM "Product" WHERE stock > 0 AND stock <= $1) AS low`,
        [lowStockThreshold],
      );
      const shown = async (id: string) => (await page.getByTestId(id).textContent())?.replace(/,/g, "");
      return (
        [await shown("count-to-ship"), await shown("count-low-stock")].join() ===
        [counts!.processing, counts!.low].join()
      );
    })
    .toBe(true);

  const laptopTops = {
    calls: await topOf(calls),
    toShip: await topOf(toShip),
    cash: await topOf(cash),
    lowStock: await topOf(lowStock),
    today: await topOf(today),
    figures: await topOf(figures),
  };
  console.log(`dashboard at 1366×768: ${JSON.stringify(laptopTops)}`);
  expect(laptopTops.today).toBeLessThan(laptop.height);
  expect(Math.max(laptopTops.calls, laptopTops.toShip, laptopTops.cash, laptopTops.lowStock)).toBeLessThan(
    laptopTops.today,
  );
  expect(laptopTops.today).toBeLessThan(laptopTops.figures);
  expect(await scrollsSideways(page)).toBe(false);

  await page.setViewportSize(phone);
  const phoneTops = {
    calls: await topOf(calls),
    toShip: await topOf(toShip),
    cash: await topOf(cash),
    lowStock: await topOf(lowStock),
    today: await topOf(today),
    figures: await topOf(figures),
    slider: await topOf(slider),
  };
  console.log(`dashboard at 390: ${JSON.stringify(phoneTops)}`);
  // The calls to make first of all, on the first screen.
  expect(phoneTops.calls).toBeLessThan(Math.min(phoneTops.toShip, phoneTops.cash, phoneTops.lowStock));
  await expect(calls).toBeInViewport();
  expect(Math.max(phoneTops.toShip, phoneTops.cash, phoneTops.lowStock)).toBeLessThan(phoneTops.today);
  expect(phoneTops.today).toBeLessThan(phoneTops.figures);
  expect(phoneTops.figures).toBeLessThan(phoneTops.slider);
  expect(await scrollsSideways(page)).toBe(false);
});
