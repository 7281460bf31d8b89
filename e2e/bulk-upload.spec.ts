import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { admin, loginThroughDialog } from "./support/auth";
import { pngOnDisk } from "./support/files";

test("the admin imports products from a CSV that names uploaded images as they were called", async ({ page }) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(path.join(tmpdir(), "bulk-e2e-"));
  // The names the files have on the owner's computer are the names the CSV uses.
  const imagePaths = [await pngOnDisk("almonds.jpg", "#b22222", 32), await pngOnDisk("dates.png", "#d4a017", 32)];

  await page.goto("/");
  await loginThroughDialog(page, admin.email, admin.password);
  await page.goto("/admin/dashboard/products");
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const wizard = page.getByRole("dialog", { name: "Bulk Upload" });

  await wizard.getByLabel("Product images").setInputFiles(imagePaths);
  await wizard.getByRole("button", { name: "Upload Images" }).click();
  await expect(page.getByText("2 images uploaded successfully!")).toBeVisible();
  await wizard.getByText(/images you can name in the CSV/).click();
  const available = wizard.getByRole("list", { name: "Available images" }).getByRole("listitem");
  expect((await available.allTextContents()).sort()).toEqual(["almonds.jpg", "dates.png"]);
  const stored = ["almonds.jpg", "DATES.png"];

  const download = page.waitForEvent("download");
  await wizard.getByRole("button", { name: "Download Template" }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe("product_template.csv");
  const header = readFileSync(await template.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!;

  const broken = path.join(folder, "broken.csv");
  writeFileSync(
    broken,
    `${header}\nKashmiri Saffron 1g,,abc,10,,Dry Fruits,Active,,false,${stored[0]}\nSidr Honey Jar,,2500,5,,Nowhere,Active,,false,${stored[1]}\n`,
  );
  await wizard.getByLabel("CSV file").setInputFiles(broken);
  await wizard.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("Validation completed with 2 errors")).toBeVisible();
  await expect(wizard.getByRole("list", { name: "Errors" })).toContainText(
    'Row 2, column "price": Price must be a number',
  );
  await expect(wizard.getByRole("list", { name: "Errors" })).toContainText(
    'Row 3, column "category": Category "Nowhere" does not exist',
  );

  const fixed = path.join(folder, "fixed.csv");
  writeFileSync(
    fixed,
    `${header}\nKashmiri Saffron 1g,Pure mogra saffron,1800,10,,Dry Fruits,Active,,false,${stored[0]}\nSidr Honey Jar,,2500,5,,Gift Boxes,Active,,false,${stored[1]}\n`,
  );
  await wizard.getByLabel("CSV file").setInputFiles(fixed);
  await wizard.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("Validation successful! 2 valid products found")).toBeVisible();
  await wizard.getByRole("button", { name: "Upload Products" }).click();
  await expect(page.getByText("Upload completed! 2 products created")).toBeVisible();
  await wizard.getByRole("button", { name: "Done" }).click();
  // The list finds it by a part of its name, shown in full.
  await page.getByRole("searchbox", { name: "Search by name" }).fill("saffron 1");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=saffron\+1/);
  await expect(page.getByRole("row", { name: /Kashmiri Saffron 1g Rs\.\s1,800 \/ piece/ })).toBeVisible();
  await expect(page.getByText("1 product · page 1 of 1")).toBeVisible();

  await page.goto("/");
  await page.getByRole("combobox", { name: "Search products" }).fill("Kashmiri Saffron");
  await page.getByRole("list", { name: "Search results" }).getByRole("button", { name: "Kashmiri Saffron 1g" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kashmiri Saffron 1g" })).toBeVisible();
  const picture = page.getByRole("img", { name: "Kashmiri Saffron 1g" }).first();
  // The stored file, under the name the server gave it.
  await expect(picture).toHaveAttribute("src", /%2Fuploads%2Fproducts%2F[a-z0-9]+-[0-9a-f]{16}\./);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
