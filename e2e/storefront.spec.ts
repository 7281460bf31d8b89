import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { demoProducts } from "../prisma/seed/catalogue";
import { crawlSitemap } from "../test/support/sitemaps";
import { catalogue, productNamed } from "./support/catalogue";

const cardNames = (page: Page) =>
  page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
/** Each card's shown price (the 250 g pack after the offer): the first 'Rs. N' in the card. */
const cardPrices = (page: Page) =>
  page
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => Number(/Rs\.\s([\d,]+)/.exec(card.textContent ?? "")?.[1]?.replace(/,/g, ""))),
    );

const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

test("home: sort and price filter change the order, in the URL; View More shows 30 more", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(30);
  await expect(page.getByTestId("listing-count")).toContainText("Showing 30 of");
  await expect(page.getByLabel("Free delivery offer")).toBeVisible();

  await page.getByLabel("Sort by").selectOption("price-low-high");
  await expect(page).toHaveURL(/sort=price-low-high/);
  // The URL can change a moment before the new list arrives: wait for the list itself.
  await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);

  await page.getByLabel("Sort by").selectOption("za");
  await expect(page).toHaveURL(/sort=za/);
  await expect
    .poll(async () => {
      const names = await cardNames(page);
      return names.join("|") === [...names].sort((a, b) => (b ?? "").localeCompare(a ?? "")).join("|");
    })
    .toBe(true);

  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByLabel(/Maximum/).fill("500");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/max=500/);
  await expect
    .poll(async () => {
      const filtered = await cardPrices(page);
      return filtered.length > 0 && filtered.every((price) => price <= 500);
    })
    .toBe(true);
  await page.goBack();
  await expect(page).not.toHaveURL(/max=500/);

  await page.goto("/");
  await page.getByRole("link", { name: "View More Products" }).click();
  await expect(page).toHaveURL(/show=60/);
  await expect(page.getByRole("article")).toHaveCount(60);
});

test("category page and product page: breadcrumb, weights change the price by the rules", async ({ page }) => {
  // Rs. 5,500 a kg, 15% off: its packs' prices round half-rupees up.
  const product = await productNamed(page.request, "Roasted Salted Pistachios");
  await page.goto(`/products/category/${product.pCategory!._id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.pCategory!.cName })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Shop");
  await page.getByRole("link", { name: product.pName }).first().click();

  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    `Shop›${product.pCategory!.cName}›${product.pName}`,
  );
  for (const [label, price] of [
    ["500 Grams", "Rs. 2,338"], // 2,750 × 0.85 = 2,337.5
    ["1 kilogram", "Rs. 4,675"], // 5,500 × 0.85
    ["250 Grams", "Rs. 1,169"], // 1,375 × 0.85 = 1,168.75
  ] as const) {
    await page.getByText(label, { exact: true }).click();
    await expect(page.getByTestId("product-price")).toHaveText(price);
  }
  await expect(page.getByText("15% OFF")).toBeVisible();
  await page.getByRole("tab", { name: /Reviews/ }).click();
  await expect(page.getByText(`Category : ${product.pCategory!.cName}`)).toBeVisible();
});

test("search finds a product and opens it; the wishlist keeps it", async ({ page }) => {
  const products = await catalogue(page.request);
  const product = products.find((entry) => entry.pName.includes("Ajwa"))!;
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("ajwa");
  await page.getByRole("list", { name: "Search results" }).getByRole("button", { name: product.pName }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
  await expect(search).toHaveValue("");

  await search.fill("zzzz-nothing");
  await expect(page.getByText("No products found")).toBeVisible();
  await search.fill("");

  await page.getByRole("button", { name: `Add ${product.pName} to wishlist` }).click();
  await expect(page.getByText("Added to wishlist!")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
  await expect(page).toHaveURL(/\/wish-list$/);
  await expect(page.getByText(product.pName)).toBeVisible();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await page.getByRole("link", { name: "Start Shopping" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("search reads words that describe; a search that finds nothing offers a way on", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("sugar free dates")}`);
  // Every date of the demo catalogue (other tests may add products to the Dates category meanwhile).
  const dates = demoProducts.map((product) => product.name).filter((name) => /Dates/.test(name));
  expect(dates).toHaveLength(11);
  await expect(page.getByTestId("search-count")).toHaveText(/^\d+ products found$/);
  const found = await cardNames(page);
  expect(found).toEqual(expect.arrayContaining(dates));
  await expect(page.getByTestId("search-count")).toHaveText(`${found.length} products found`);
  await expect(page.getByTestId("search-corrected")).toHaveCount(0);

  // A word typed wrong is searched as the catalogue writes it, and the page says so.
  await page.goto("/search?q=mejdool");
  await expect(page.getByTestId("search-corrected")).toHaveText("Showing results for “medjool”");
  expect(await cardNames(page)).toContain("Medjool Dates Jumbo");

  await page.goto("/search?q=qwxyzzy");
  await expect(page.getByText("No products found")).toBeVisible();
  // The shop's favourites, its categories and an order by WhatsApp with the text typed in.
  const nearest = page.getByRole("region", { name: "Popular in our shop" });
  await expect(nearest.getByRole("article")).toHaveCount(5);
  const order = page.getByRole("link", { name: "Order on WhatsApp" });
  await expect(order).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*qwxyzzy/);
  await expect(order).toHaveAttribute("target", "_blank");
  await page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Dates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dates" })).toBeVisible();
});

test("the menu lists categories and loads their products on opening", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Dates" }).click();
  await expect(menu.getByRole("link", { name: /Ajwa Dates/ })).toBeVisible();
  await menu.getByRole("button", { name: "Contact Us" }).click();
  await expect(menu.getByRole("link", { name: "Chat with us" })).toHaveAttribute("href", /wa\.me/);
});

test("an unknown product or address is the shop's 404 page, with status 404, search and categories", async ({
  page,
}) => {
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 not found" })).toBeVisible();
  expect((await page.goto("/no/such/page"))?.status()).toBe(404);
  // Inside the shop: its search and its categories lead back to the products.
  await expect(page.getByRole("heading", { name: "404 not found" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
  await page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Dates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dates" })).toBeVisible();
});

test("each page has one h1 and no skipped heading level; the header search is a text combobox", async ({ page }) => {
  for (const address of ["/", "/search?q=almonds", "/search?q=qwxyzzy", "/login", "/track-order", "/forgot-password"]) {
    await page.goto(address);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(
      levels.filter((level) => level === 1),
      address,
    ).toHaveLength(1);
    // The Nu HTML Checker's rule: a heading at most one level below the one before it.
    levels.forEach((level, index) =>
      expect(level, `${address}: heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1),
    );
  }
  await expect(page.getByRole("combobox", { name: "Search products" })).toHaveAttribute("type", "text");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page carries its name, price and valid JSON-LD", async ({ page, request }) => {
    const product = await productNamed(page.request, "Mamra Almonds");
    const html = await (await request.get(`/products/${product._id}`)).text();
    // The 250 g pack: Rs. 9,000 a kg is Rs. 2,250, less 10%.
    const price = 2025;
    expect(html).toContain(product.pName);
    expect(html).toContain("Rs.\u00a02,025");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const ld = blocks.find((block) => block["@type"] === "Product") as {
      name: string;
      offers: { price: number; priceCurrency: string; availability: string };
    };
    expect(ld.name).toBe(product.pName);
    expect(ld.offers).toMatchObject({
      price,
      priceCurrency: "PKR",
      availability: "https://schema.org/InStock",
      shippingDetails: { shippingRate: { value: 249, currency: "PKR" } },
      hasMerchantReturnPolicy: { merchantReturnDays: 7 },
    });
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);

    // The home page says what the shop is.
    const home = await (await request.get("/")).text();
    const store = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((block) => block["@type"] === "OnlineStore");
    expect(store).toMatchObject({ name: "Margalla Dry Fruits", address: { addressCountry: "PK" } });

    await page.goto(`/products/category/${product.pCategory!._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.pCategory!.cName);
  });

  test("sitemap and robots", async ({ request, baseURL }) => {
    // The index at /sitemap.xml lists the files, which list the pages.
    const listed: string[] = [];
    await crawlSitemap(
      baseURL!,
      async (address) => (await request.get(address)).text(),
      (_, entries) => void listed.push(...entries.map((entry) => entry.loc)),
    );
    expect(listed.some((loc) => loc.includes("/products/category/"))).toBe(true);
    expect(listed.some((loc) => /\/products\/[^/]+$/.test(loc))).toBe(true);
    // The sitemap names each page as its canonical link does (the home page without a final "/").
    for (const address of [listed[0]!, listed.find((loc) => loc.endsWith("/about-us"))!]) {
      const html = await (await request.get(address)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(address);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/checkout/);
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  });
});
