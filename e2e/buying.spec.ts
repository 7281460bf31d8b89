import { expect, test, type Page } from "@playwright/test";
import { demoAccounts } from "../prisma/seed/demo-accounts";
import { deliveryChargeFor, formatRupees, packPrice, type Weight } from "../lib/domain/pricing";
import { promoDiscount } from "../lib/domain/promo";
import type { LegacyProduct } from "../lib/contract/catalog";
import { loginThroughDialog, openAccountMenu } from "./support/auth";
import { catalogue } from "./support/catalogue";
import { query } from "./support/db";

async function inStock(page: Page, predicate: (product: LegacyProduct) => boolean): Promise<LegacyProduct[]> {
  return (await catalogue(page.request)).filter((product) => product.pQuantity >= 5 && predicate(product));
}

const unit = (product: LegacyProduct, weight: Weight | null) =>
  packPrice({ price: product.pPrice, offer: product.pOffer, hasWeightSelection: product.hasWeightSelection }, weight)
    .discounted;

async function addFromDialog(page: Page, product: LegacyProduct, size: string | null, quantity: number) {
  await page.getByRole("button", { name: `Add To Cart: ${product.pName}` }).click();
  const dialog = page.getByRole("dialog", { name: product.pName });
  await expect(
    dialog.getByText(product.hasWeightSelection ? "Select size and quantity" : "Select quantity"),
  ).toBeVisible();
  if (size) await dialog.getByText(size, { exact: true }).click();
  await dialog.getByLabel("Quantity", { exact: true }).fill(String(quantity));
  await dialog.getByRole("button", { name: "Add To Cart" }).click();
  await expect(dialog.getByRole("button", { name: "Added to cart" })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a guest buys two sizes of one product and another, edits and deletes lines, and checks out with a promo", async ({
  page,
}) => {
  const [dates, almonds] = await inStock(
    page,
    (product) => product.hasWeightSelection && /Dates|Almonds/.test(product.pName),
  );
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  await page.goto(
    `/products/category/${(await (await page.request.post("/api/product/single-product", { data: { pId: dates!._id } })).json()).Product.pCategory._id}`,
  );
  await addFromDialog(page, dates!, "250 Grams", 2);
  await addFromDialog(page, dates!, "500 Grams", 1);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search products" }).fill(almonds!.pName);
  await page.getByRole("list", { name: "Search results" }).getByRole("button", { name: almonds!.pName }).click();
  await page.getByText("1 kilogram", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart", exact: true }).click();
  await expect(page.getByRole("button", { name: "Added to cart" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add To Cart", exact: true })).toBeEnabled({ timeout: 4000 });
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.getByRole("button", { name: /^Cart, 3 items$/ }).click();
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(drawer.getByText("Size: 250g")).toBeVisible();
  await drawer
    .getByRole("listitem", { name: `${dates!.pName} 250g` })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: dates!.pName });
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await dialog.getByRole("button", { name: "Update Cart" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: /^Cart, 3 items$/ }).click();
  await drawer
    .getByRole("listitem", { name: `${almonds!.pName} 1kg` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Product removed from cart")).toBeVisible();

  const subtotal = unit(dates!, "250g") * 3 + unit(dates!, "500g");
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText(formatRupees(subtotal));
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Please fill all the required fields!")).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Nadia Butt");
  await page.getByLabel("Phone number").fill("12");
  await page.getByLabel("Shipping address").fill("House 9, Street 12, F-10/2");
  await page.getByLabel("City").fill("Islamabad");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await page.getByLabel("Phone number").fill("0301-2345678");

  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Please enter a promo code")).toBeVisible();
  await page.getByLabel("Promo code").fill("expired-nope");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Invalid promo code")).toBeVisible();
  await page.getByLabel("Promo code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promo code applied successfully: 10% off")).toBeVisible();
  await expect(page.getByLabel("Promo code")).toBeDisabled();
  const discount = promoDiscount({ discountType: "percentage", discountValue: 10 }, subtotal);
  const total = subtotal + deliveryChargeFor(subtotal) - discount;
  await expect(page.getByTestId("checkout-total")).toHaveText(formatRupees(total));

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your Order in process. Wait 2 days to deliver.")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("cart"), localStorage.getItem("buyNowAction")])).toEqual([
    "[]",
    null,
  ]);

  const [order] = await query<{
    subtotal: number;
    total: number;
    promoDiscount: number;
    promoCode: string;
    lines: number;
  }>(
    `SELECT o.subtotal, o.total, o."promoDiscount", o."promoCode", (SELECT count(*)::int FROM "OrderLine" l WHERE l."orderId" = o.id) AS lines FROM "Order" o WHERE o."fullName" = 'Nadia Butt'`,
  );
  expect(order).toEqual({ subtotal, total, promoDiscount: discount, promoCode: "WELCOME10", lines: 2 });
});

test("a signed-in customer uses Buy Now and finds the order in My Orders", async ({ page }) => {
  const customer = demoAccounts.find((account) => account.role === 0)!;
  const [product] = await inStock(page, (entry) => !entry.hasWeightSelection);
  await page.goto("/");
  await loginThroughDialog(page, customer.email, customer.password);
  await page.goto(`/products/${product!._id}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => localStorage.getItem("buyNowAction"))).toBe("true");
  await expect(page.getByLabel("Full name")).toHaveValue(customer.name);
  await expect(page.getByLabel("Email (optional)")).toHaveValue(customer.email);
  await page.getByLabel("Phone number").fill("0321-1234567");
  await page.getByLabel("Shipping address").fill("Flat 3, Gulberg III");
  await page.getByLabel("City").fill("Lahore");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Your Order in process. Wait 2 days to deliver.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("buyNowAction"))).toBeNull();

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText(product!.pName);
  await expect(firstRow).toContainText("Not processed");
  const price = unit(product!, null);
  await expect(firstRow).toContainText(formatRupees(price + deliveryChargeFor(price)));
});

test("a customer reviews a product once and deletes the review", async ({ page }) => {
  const customer = demoAccounts.find((account) => account.role === 0)!;
  const products = await inStock(page, () => true);
  const [reviewed] = await query<{ productId: string }>(
    `SELECT r."productId" FROM "Review" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`,
    [customer.email],
  );
  const product = products.find((entry) => entry._id !== reviewed?.productId && entry.pName.includes("Seeds"))!;
  await page.goto(`/products/${product._id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  await expect(page.getByText("Please log in to add a review")).toBeVisible();
  await loginThroughDialog(page, customer.email, customer.password);
  await page.goto(`/products/${product._id}`);
  await page.getByRole("tab", { name: /Reviews/ }).click();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Rating and review must be required")).toBeVisible();
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Review", { exact: true }).fill("Crunchy and fresh, will buy again.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const review = page.getByRole("listitem").filter({ hasText: "Crunchy and fresh, will buy again." });
  await expect(review).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  await review.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Review deleted successfully")).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
});
