import { expect, test } from "@playwright/test";
import { formatRupees, packPrice } from "../lib/domain/pricing";

interface LegacyProduct {
  pName: string;
  pPrice: number;
  pOffer: number;
  hasWeightSelection: boolean;
  pCategory: { cName: string } | null;
}

test("the home page shows the seeded products, in the all-product order, with their 250 g prices", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/product/all-product");
  expect(response.status()).toBe(200);
  const { Products } = (await response.json()) as { Products: LegacyProduct[] };
  expect(Products.length).toBeGreaterThanOrEqual(60);
  expect(Products.some((product) => product.pCategory?.cName)).toBe(true);

  await page.goto("/");
  await expect(page.getByText("FREE SHIPPING ON ORDERS OVER RS. 5000")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sale is Live - Flat 20% Off" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(30);
  for (const [index, product] of Products.slice(0, 3).entries()) {
    const price = packPrice(
      { price: product.pPrice, offer: product.pOffer, hasWeightSelection: product.hasWeightSelection },
      undefined,
    );
    await expect(cards.nth(index)).toContainText(product.pName);
    await expect(cards.nth(index)).toContainText(formatRupees(price.discounted));
  }
});
