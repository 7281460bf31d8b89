import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { productNamed } from "./support/catalogue";

type Box = { x: number; y: number; width: number; height: number };

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** The amounts ('Rs. 2,025', '10% OFF') in `selector` that the browser laid out over more than one line. */
function brokenAmounts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/Rs\.\s[\d,]+|\d+% OFF/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Holds the page's scripts back for `ms`, as a slow phone on a slow line would: the HTML is there, React is not. */
async function slowScripts(page: Page, ms: number) {
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const viewport of [phone, laptop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a picture that fails shows the placeholder; no amount breaks over two lines", async ({ page }) => {
      // Every product picture fails, as a deleted upload would.
      await page.route(/\/_next\/image\?url=%2Fuploads%2Fproducts/, (route) => route.abort());
      await page.goto("/");
      const firstPicture = page.getByRole("article").first().getByRole("img");
      await expect
        .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/placeholder\.png$/);
      expect(await firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole("article").first()).toContainText(/Rs\.\s[\d,]+ \/ 250 g/);
      await expect(page.getByRole("article").first()).toContainText(/Rs\.\s[\d,]+ per kg/);
      expect(await brokenAmounts(page, "article")).toEqual([]);

      const almonds = await productNamed(page.request, "Mamra Almonds");
      await page.goto(`/products/${almonds._id}`);
      await expect(page.getByTestId("product-price")).toHaveText("Rs. 2,025");
      // Rs. 9,000 a kg less 10%.
      await expect(page.getByTestId("pack-price")).toHaveText("250 g pack · Rs. 8,100 per kg");
      expect(await brokenAmounts(page, "main")).toEqual([]);
    });

    test("the hero is tall enough to read (40% of a phone's width), its words are text clear of the arrows", async ({
      page,
    }) => {
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Offers" });
      await hero.hover(); // holds the first slide
      const heroBox = (await hero.boundingBox())!;
      // A phone's hero is 2:1; a laptop's 8:3 would be too tall at 40%.
      expect(heroBox.height).toBeGreaterThanOrEqual(heroBox.width * (viewport === phone ? 0.4 : 0.35));
      const words = [
        hero.getByText("Fresh Ajwa Dates", { exact: true }),
        hero.getByText("Straight from Madinah", { exact: true }),
        hero.getByText("Shop Dates", { exact: true }),
      ];
      const arrows = [
        hero.getByRole("button", { name: "Previous slide" }),
        hero.getByRole("button", { name: "Next slide" }),
      ];
      const overlap = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const word of words) {
        await expect(word).toBeVisible();
        const box = (await word.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
        for (const arrow of arrows) expect(overlap(box, (await arrow.boundingBox())!)).toBe(false);
      }
      await hero.getByRole("button", { name: /Fresh Ajwa Dates/ }).click();
      await expect(page).toHaveURL(/\/products\/category\//);
    });

    test("the product page says how buying works and orders on WhatsApp with the size and quantity", async ({
      page,
    }) => {
      const almonds = await productNamed(page.request, "Mamra Almonds");
      await page.goto(`/products/${almonds._id}`);
      const assurances = page.getByRole("list", { name: "Buying from us" });
      await expect(assurances).toContainText("Cash on delivery");
      await expect(assurances).toContainText("Delivered in 3 to 5 working days");
      await expect(assurances).toContainText("Exchange within 7 days");
      await expect(assurances).toContainText("Packed fresh in Islamabad");
      await page.getByText("500 Grams", { exact: true }).click();
      await page.getByRole("button", { name: "Increase quantity" }).first().click();
      const whatsApp = new URL((await page.getByRole("link", { name: "Order on WhatsApp" }).getAttribute("href"))!);
      expect(whatsApp.searchParams.get("text")?.replace(/\s+/g, " ")).toContain(
        "order Mamra Almonds (500 g) × 2, Rs. 8,100, cash on delivery",
      );
    });

    test("Enter in the search opens the results page; Roman Urdu and typos find the product", async ({ page }) => {
      await page.goto("/");
      const search = page.getByRole("combobox", { name: "Search products" });
      const box = await search.boundingBox();
      // On a phone the search has a row of its own: most of the screen's width.
      expect(box!.width).toBeGreaterThan(viewport.width === phone.width ? 300 : 250);
      await search.fill("badam");
      const suggestions = page.getByRole("list", { name: "Search results" });
      await expect(suggestions.getByRole("button").first()).toContainText(/Almond/);
      await expect(suggestions.getByRole("button").first()).toContainText(/Rs\.\s[\d,]+\/ (250 g|piece)/);
      await search.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=badam$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “badam”");
      await expect(page.getByTestId("search-count")).toContainText(/\d+ products? found/);
      await expect(page.getByRole("article").first()).toHaveAttribute("aria-label", /Almond/);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

      for (const [query, family] of [
        ["khajoor", /Dates/],
        ["pista", /Pistachio/],
        ["almnd", /Almond/],
      ] as const) {
        await page.goto(`/search?q=${query}`);
        await expect(page.getByRole("article").first()).toHaveAttribute("aria-label", family);
      }
      await page.getByLabel("Sort by").selectOption("price-low-high");
      await expect(page).toHaveURL(/sort=price-low-high/);
    });

    test("the cart drawer's + changes the line and the totals", async ({ page }) => {
      const almonds = await productNamed(page.request, "Mamra Almonds");
      await page.goto(`/products/${almonds._id}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      // The page's own button (on a phone the bar at the bottom has one too).
      await page.getByRole("button", { name: "Add To Cart", exact: true }).first().click();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await page.getByRole("button", { name: /^Cart, 1 item$/ }).click();
      const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
      await expect(drawer.getByTestId("cart-subtotal")).toHaveText("Rs. 2,025");
      await drawer.getByRole("button", { name: "Increase quantity of Mamra Almonds 250g" }).click();
      await expect(drawer.getByRole("spinbutton", { name: "Quantity of Mamra Almonds 250g" })).toHaveValue("2");
      await expect(drawer.getByTestId("cart-subtotal")).toHaveText("Rs. 4,050");
      await expect(drawer.getByTestId("cart-total")).toHaveText("Rs. 4,299");
      await expect(drawer.getByText("Add Rs. 950 more to get free delivery")).toBeVisible();
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("the bar at the bottom follows once Add To Cart scrolls away, and adds to the cart", async ({ page }) => {
    const pistachios = await productNamed(page.request, "Roasted Salted Pistachios");
    await page.goto(`/products/${pistachios._id}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const bar = page.getByTestId("sticky-purchase");
    await page.getByRole("button", { name: "Buy Now" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { name: "Related Products" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Rs. 1,169");
    await bar.getByRole("button", { name: "Add To Cart" }).click();
    await expect(bar.getByRole("button", { name: "Added to cart" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // The toast says so and leads to the cart.
    await page
      .getByRole("status")
      .filter({ hasText: "Added to cart" })
      .getByRole("button", { name: "View cart" })
      .click();
    await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toContainText("Roasted Salted Pistachios");
  });
});

test.describe("before the page's scripts have run", () => {
  test.use({ viewport: phone });

  test("a tap on Add To Cart or a change of the sort is kept and done once they run", async ({ page }) => {
    const almonds = await productNamed(page.request, "Mamra Almonds");
    // A new page: nothing of the shop's is in the browser's cache or storage yet.
    await slowScripts(page, 5000);
    await page.goto(`/products/${almonds._id}`, { waitUntil: "commit" });
    const add = page.getByRole("button", { name: "Add To Cart", exact: true }).first();
    await expect(add).toBeVisible();
    expect(await add.getAttribute("data-early-ready")).toBeNull();
    await add.click();
    // Kept, and shown as on its way (not as a button that did nothing).
    await expect(add).toHaveAttribute("data-early-tap", "");
    await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 15_000 });

    await page.goto("/", { waitUntil: "commit" });
    await page.getByLabel("Sort by").selectOption("price-low-high");
    await expect(page).toHaveURL(/sort=price-low-high/, { timeout: 15_000 });
  });
});
