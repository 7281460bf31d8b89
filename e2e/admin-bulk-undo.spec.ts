import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { expect, test } from "./support/test";
import { admin, loginThroughDialog } from "./support/auth";
import { query } from "./support/db";
import { pngOnDisk } from "./support/files";

test("the owner re-imports an export with a wrong price, undoes the import from the admin, and the shop shows the old price", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await loginThroughDialog(page, admin.email, admin.password);
  const added = await page.request.post("/api/product/add-product", {
    multipart: {
      pName: "Undo Fig Box",
      pPrice: "2000",
      pQuantity: "10",
      pStatus: "Active",
      hasWeightSelection: "false",
      pImage: { name: "fig.png", mimeType: "image/png", buffer: readFileSync(await pngOnDisk("fig.png", "#8e5b23")) },
    },
  });
  expect((await added.json()).success).toBe("Product created successfully");
  const [product] = await query<{ id: string }>(`SELECT id FROM "Product" WHERE name = 'Undo Fig Box'`);

  const exported = Papa.parse<Record<string, string>>(
    (await (await page.request.get("/api/bulk-products/export")).text()).replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  );
  const rows = exported.data.filter((row) => row.id === product!.id).map((row) => ({ ...row, price: "26000" }));
  expect(rows).toHaveLength(1);
  const file = path.join(tmpdir(), `undo-${Date.now()}.csv`);
  writeFileSync(file, Papa.unparse({ fields: exported.meta.fields!, data: rows }));

  await page.goto("/admin/dashboard/products");
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const wizard = page.getByRole("dialog", { name: "Bulk Upload" });
  await wizard.getByRole("button", { name: "Skip" }).click();
  await wizard.getByLabel("CSV file").setInputFiles(file);
  await wizard.getByRole("button", { name: "Validate" }).click();
  const uploaded = page.waitForResponse("**/api/bulk-products/upload");
  await wizard.getByRole("button", { name: "Upload Products" }).click();
  const { importId } = (await (await uploaded).json()) as { importId: string };
  await expect(page.getByText("Upload completed! 0 created, 1 updated, 0 unchanged")).toBeVisible();

  await page.goto(`/products/${product!.id}`);
  await expect(page.getByTestId("product-price")).toHaveText("Rs. 26,000");

  // The imports of the last day, listed on the wizard's first step, each offer Undo.
  await page.goto("/admin/dashboard/products");
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const recent = wizard.getByRole("region", { name: "Imports of the last day" });
  // Other tests may import meanwhile: this one's entry, by its id.
  const entry = recent.getByTestId(`import-${importId}`);
  await expect(entry).toContainText("0 created, 1 updated");
  page.once("dialog", (dialog) => void dialog.accept());
  await entry.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Import undone: 1 restored, 0 deleted.")).toBeVisible();
  await expect(entry).toContainText("Undone");

  await page.goto(`/products/${product!.id}`);
  await expect(page.getByTestId("product-price")).toHaveText("Rs. 2,000");
});
