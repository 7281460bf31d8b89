import { expect, test } from "./support/test";
import { PDFParse } from "pdf-parse";
import { admin, loginThroughDialog } from "./support/auth";
import { query } from "./support/db";
import { pngOnDisk } from "./support/files";

test.describe.configure({ mode: "serial" });

test("the admin manages categories, products, orders, promo codes and slides end to end", async ({ page, context }) => {
  test.setTimeout(90_000);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/");
  await loginThroughDialog(page, admin.email, admin.password);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("count-Product")).not.toHaveText("0");

  // A category with an uploaded image.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories" }).click();
  await page.getByRole("button", { name: "Add Category" }).click();
  let dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Category name").fill("Kashmiri Specials");
  await dialog.getByLabel("Description", { exact: true }).fill("Walnuts and saffron from the valley.");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Please upload a category image or provide a Cloudinary URL")).toBeVisible();
  await dialog.getByLabel("Image file (jpg, jpeg, png)").setInputFiles(await pngOnDisk("kashmir.png", "#8b4513"));
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: "Kashmiri Specials", exact: true })).toBeVisible();
  await expect(page.getByText(/^Total \d+ category found$/)).toBeVisible();

  // A product in it.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Product" }).click();
  await page.getByRole("button", { name: "Add Product" }).click();
  dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel("Product name").fill("Kashmiri Walnut Kernels");
  await dialog.getByLabel("Category").selectOption({ label: "Kashmiri Specials" });
  await dialog.getByLabel("Price (Rs. per kg, or per piece)").fill("3200");
  await dialog.getByLabel("Stock (kg, or pieces)").fill("20");
  await dialog.getByLabel("Offer (%)").fill("10");
  await dialog.getByLabel("Description", { exact: true }).fill("Light halves from Kashmir.");
  await expect(dialog.getByLabel("Enable weight/size selection")).toBeChecked();
  await dialog
    .getByLabel("Images (jpg, jpeg, png)")
    .setInputFiles([await pngOnDisk("w1.png", "#a0522d"), await pngOnDisk("w2.png", "#deb887")]);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog).toBeHidden();
  const [created] = await query<{ id: string }>(`SELECT id FROM "Product" WHERE name = 'Kashmiri Walnut Kernels'`);

  // The storefront shows it at once, and a new price on the next request.
  await page.goto(`/products/${created!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kashmiri Walnut Kernels" })).toBeVisible();
  // 250 g of Rs. 3,200 a kg is Rs. 800, less 10%.
  await expect(page.getByTestId("product-price")).toHaveText("Rs. 720");
  await page.goto("/admin/dashboard/products");
  await page.getByRole("button", { name: "Edit Kashmiri Walnut Kernels" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByLabel("Price (Rs. per kg, or per piece)").fill("4000");
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/products/${created!.id}`);
  // 250 g of Rs. 4,000 a kg is Rs. 1,000, less 10%.
  await expect(page.getByTestId("product-price")).toHaveText("Rs. 900");

  // The oldest unprocessed order of the seed: new status, found by its transaction id, and its delivery slip.
  const [seeded] = await query<{ id: string; transactionId: string; fullName: string; total: number }>(
    `SELECT id, "transactionId", "fullName", total FROM "Order" WHERE status = 'Not processed' ORDER BY "createdAt" LIMIT 1`,
  );
  // 250 g of Medjool Dates Jumbo (Rs. 1,150) and of Macadamia Nuts (Rs. 2,875 less 10%: 2,588), plus Rs. 249 delivery.
  expect(seeded).toMatchObject({ fullName: "Ayesha Khan", total: 3987 });
  await page.goto("/admin/dashboard/orders");
  await page.getByRole("searchbox", { name: /Search orders/ }).fill(seeded!.transactionId);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${seeded!.transactionId}`));
  const row = page.getByRole("row", { name: `Order ${seeded!.transactionId}` });
  await expect(page.getByText("1 order · page 1 of 1")).toBeVisible();
  await row.getByRole("button", { name: "Edit Order" }).click();
  dialog = page.getByRole("dialog", { name: "Update Order" });
  await dialog.getByLabel("Status").selectOption("Shipped");
  await dialog.getByLabel("Courier").selectOption("TCS");
  await dialog.getByLabel("Consignment number").fill("77019990001");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Courier and consignment number saved")).toBeVisible();
  await expect(row.getByText("Shipped")).toBeVisible();
  await page.getByLabel("Status").selectOption("Shipped");
  await expect(page).toHaveURL(/status=Shipped/);
  await expect(page.getByRole("row", { name: `Order ${seeded!.transactionId}` })).toBeVisible();

  const popup = context.waitForEvent("page");
  await page
    .getByRole("row", { name: `Order ${seeded!.transactionId}` })
    .getByRole("link", { name: "Print Delivery Slip" })
    .click();
  expect((await popup).url()).toContain(`/api/delivery-slip/pdf-alt/${seeded!.id}`);
  const slip = await page.request.get(`/api/delivery-slip/pdf-alt/${seeded!.id}`);
  expect(slip.headers()["content-type"]).toBe("application/pdf");
  const text = (await new PDFParse({ data: new Uint8Array(await slip.body()) }).getText()).text;
  for (const expected of [
    seeded!.transactionId,
    "Ayesha Khan",
    "Cash to collect",
    "Rs. 3,987",
    "Medjool Dates Jumbo",
    "Macadamia Nuts",
  ])
    expect(text).toContain(expected);

  // A promo code that then works at checkout.
  await page.goto("/admin/dashboard/promocodes");
  await expect(page.getByRole("heading", { name: "Promo Code Management" })).toBeVisible();
  await page.getByRole("button", { name: "Create New Promo Code" }).click();
  dialog = page.getByRole("dialog", { name: "Create New Promo Code" });
  await dialog.getByRole("button", { name: "Create Promo Code" }).click();
  await expect(dialog.getByText("Promo code is required")).toBeVisible();
  await dialog.getByLabel("Code").fill("walnut25");
  await dialog.getByLabel("Discount value").fill("25");
  await dialog.getByLabel("Expiry date").fill("2030-01-01T12:00");
  await dialog.getByLabel("Usage limit (empty for unlimited)").fill("3");
  await dialog.getByRole("button", { name: "Create Promo Code" }).click();
  await expect(page.getByText("Promo code created successfully")).toBeVisible();
  const promoRow = page.getByRole("row").filter({ hasText: "WALNUT25" });
  await expect(promoRow).toContainText("25% off");
  await expect(promoRow).toContainText("0 / 3");
  await expect(promoRow).toContainText("Active");
  const applied = await page.request.post("/api/promos/apply", { data: { code: "Walnut25", totalAmount: 2000 } });
  expect(await applied.json()).toMatchObject({ success: true, discountApplied: 500 });

  // A slider image added and deleted.
  await page.goto("/admin/dashboard");
  const slides = page.getByRole("list", { name: "Slides" }).getByRole("listitem");
  const before = await slides.count();
  await page.getByLabel("Image file").setInputFiles(await pngOnDisk("slide.png", "#7c2d12"));
  await page.getByLabel(/^Title \(optional/).fill("Kashmiri Walnuts");
  await page.getByLabel(/^Title \(Urdu\)/).fill("کشمیری اخروٹ");
  await page.getByLabel(/^Subtitle \(optional/).fill("New crop, cracked by hand");
  await page.getByLabel("Link to category").selectOption({ label: "Kashmiri Specials" });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Image uploaded successfully!")).toBeVisible();
  await expect(slides).toHaveCount(before + 1);
  await expect(slides.last()).toContainText("Kashmiri Walnuts");
  await expect(slides.last()).toContainText("کشمیری اخروٹ");
  await expect(slides.last()).toContainText("Category: Kashmiri Specials");
  await expect(page.getByLabel(/^Title \(optional/)).toHaveValue("");
  await expect(page.getByLabel(/^Title \(Urdu\)/)).toHaveValue("");
  await slides
    .last()
    .getByRole("button", { name: /Delete slide/ })
    .click();
  await expect(slides).toHaveCount(before);

  // One linked to a product found by a part of its name (the form never lists the whole catalogue).
  await page.getByLabel("Image file").setInputFiles(await pngOnDisk("almonds-slide.png", "#a16207"));
  await page.getByLabel("Link to product").fill("mamra");
  const found = page.getByRole("list", { name: "Products found" });
  await expect(found).toBeVisible();
  // Leaving the picker closes its list (it would cover the form below); coming back opens it.
  await page.getByRole("heading", { name: "Customize Slider Image" }).click();
  await expect(found).toBeHidden();
  await page.getByLabel("Link to product").focus();
  await found.getByRole("button", { name: "Mamra Almonds" }).click();
  await expect(page.getByRole("group", { name: "Link to product" })).toContainText("Mamra Almonds");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Image uploaded successfully!").last()).toBeVisible();
  await expect(slides).toHaveCount(before + 1);
  await expect(slides.last()).toContainText("Product: Mamra Almonds");
  await expect(page.getByLabel("Link to product")).toHaveValue("");
  await slides
    .last()
    .getByRole("button", { name: /Delete slide/ })
    .click();
  await expect(slides).toHaveCount(before);
});

test("the delivery slip refuses visitors", async ({ request }) => {
  expect((await request.get("/api/delivery-slip/pdf-alt/anything")).status()).toBe(401);
});
