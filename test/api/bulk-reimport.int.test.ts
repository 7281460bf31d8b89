import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { bulkPreviewLimits } from "@/lib/domain/limits";
import { importBulkRows } from "@/lib/server/bulk/import";
import { validateBulkCsv } from "@/lib/server/bulk/validate";
import { db } from "@/lib/server/db";
import { csvOf, exportedRows } from "../support/bulk-files";
import { callRoute } from "../support/api";
import { bearerFor, createCategory, createProduct, createUser } from "../support/fixtures";
import { csvForm } from "../support/uploads";

// Re-importing an edited export: step 3 of the wizard shows, from the database, what each product
// will become; a file may carry only the columns it changes, and the import writes only those.

jest.setTimeout(60_000);

let admin: Record<string, string>;
let nuts: { id: string };
let gifts: { id: string };
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
  nuts = await createCategory({ name: "Nuts" });
  gifts = await createCategory({ name: "Gift Boxes" });
});

const post = (route: typeof validate, text: string) =>
  callRoute(route, { rawBody: csvForm(text), method: "POST", headers: admin });

const exported = () => exportedRows(admin);

const stored = (id: string) =>
  db.product.findUniqueOrThrow({
    where: { id },
    select: {
      name: true,
      description: true,
      price: true,
      stock: true,
      offer: true,
      status: true,
      featuredOrder: true,
      hasWeightSelection: true,
      categoryId: true,
      images: { orderBy: { position: "asc" }, select: { fullImage: true } },
    },
  });

describe("re-importing an edited export", () => {
  it("previews each product the file changes by name, with old → new, and only counts the unchanged rows", async () => {
    const almonds = await createProduct({ name: "Preview Almonds", price: 2000, stock: 10, categoryId: nuts.id });
    const box = await createProduct({
      name: "Preview Box",
      price: 6500,
      stock: 12,
      offer: 0,
      hasWeightSelection: false,
      categoryId: gifts.id,
    });
    await Promise.all(
      Array.from({ length: 5 }, (_, index) => createProduct({ name: `Preview Still ${index}`, categoryId: nuts.id })),
    );
    const rows = await exported();
    const row = (name: string) => rows.find((entry) => entry.name === name)!;
    row("Preview Almonds").price = "2450";
    Object.assign(row("Preview Box"), {
      name: "Preview Gift Box",
      stock: "20",
      offer: "15",
      status: "Disabled",
      category: "nuts",
      featuredOrder: "3",
      images: "https://cdn.example.com/box.jpg|test.webp",
    });
    // An order takes 2 boxes while the owner edits the file: the stock moves by the file's +8.
    await db.product.update({ where: { id: box.id }, data: { stock: { decrement: 2 } } });
    const rowNumber = (name: string) => rows.findIndex((entry) => entry.id === row(name).id) + 2;

    const checked = await post(validate, csvOf(rows));

    expect(checked.json).toMatchObject({ success: true, toCreate: 0, toUpdate: 2, errors: [] });
    expect(checked.json.unchanged).toHaveLength(5);
    expect(checked.json.preview).toEqual([
      {
        row: rowNumber("Preview Almonds"),
        id: almonds.id,
        name: "Preview Almonds",
        byWeight: true,
        changes: [{ column: "price", before: "2000", after: "2450" }],
      },
      {
        row: rowNumber("Preview Gift Box"),
        id: box.id,
        name: "Preview Box",
        byWeight: false,
        changes: [
          { column: "name", before: "Preview Box", after: "Preview Gift Box" },
          { column: "stock", before: "10", after: "18" },
          { column: "offer", before: "0", after: "15" },
          { column: "category", before: "Gift Boxes", after: "Nuts" },
          { column: "status", before: "Active", after: "Disabled" },
          { column: "featuredOrder", before: "", after: "3" },
          { column: "images", before: "test.webp", after: "https://cdn.example.com/box.jpg|test.webp" },
        ],
      },
    ]);
    // Nothing is written by the preview.
    expect((await stored(almonds.id)).price).toBe(2000);
  });

  it("lists a new product as new, beside the updates", async () => {
    const almonds = await db.product.findFirstOrThrow({ where: { name: "Preview Almonds" } });
    const checked = await post(
      validate,
      csvOf(
        [
          { id: almonds.id, name: "Preview Almonds", price: "2600", stock: "10", images: "test.webp" },
          { id: "", name: "Preview Walnuts", price: "2400", stock: "8", images: "https://cdn.example.com/w.jpg" },
        ],
        ["id", "name", "price", "stock", "images"],
      ),
    );
    expect(checked.json).toMatchObject({ success: true, toCreate: 1, toUpdate: 1, unchanged: [] });
    expect(checked.json.preview).toEqual([
      {
        row: 2,
        id: almonds.id,
        name: "Preview Almonds",
        byWeight: true,
        changes: [{ column: "price", before: "2000", after: "2600" }],
      },
      {
        row: 3,
        id: null,
        name: "Preview Walnuts",
        byWeight: true,
        changes: [
          { column: "price", before: "", after: "2400" },
          { column: "stock", before: "", after: "8" },
        ],
      },
    ]);
  });

  it("cuts a long description short in the preview, and lists at most the preview's limit of products", async () => {
    const limit = bulkPreviewLimits.products;
    await db.product.createMany({
      data: Array.from({ length: limit + 3 }, (_, index) => ({
        id: `preview-many-${String(index).padStart(4, "0")}`,
        name: `Preview Many ${index}`,
        price: 1000,
        stock: 1,
      })),
    });
    const long = "Crunchy ".repeat(100).trim();
    const rows = Array.from({ length: limit + 3 }, (_, index) => ({
      id: `preview-many-${String(index).padStart(4, "0")}`,
      price: "1100",
      description: index === 0 ? long : "",
    }));
    const checked = await post(validate, csvOf(rows, ["id", "price", "description"]));
    expect(checked.json).toMatchObject({ success: true, toUpdate: limit + 3 });
    const preview = checked.json.preview as { changes: { column: string; after: string }[] }[];
    expect(preview).toHaveLength(limit);
    const description = preview[0]!.changes.find((change) => change.column === "description")!.after;
    expect(description).toHaveLength(bulkPreviewLimits.textChars);
    expect(description.endsWith("…")).toBe(true);
    await db.product.deleteMany({ where: { id: { startsWith: "preview-many-" } } });
  });
});

describe("a file with only some of the columns", () => {
  it("of id,name,price renames and reprices only: every other field stays as it is, even one changed since", async () => {
    const product = await createProduct({
      name: "Partial Pistachios",
      description: "Salted, in shell",
      price: 4000,
      stock: 7.5,
      offer: 5,
      featuredOrder: 4,
      status: "Active",
      categoryId: nuts.id,
    });
    const before = await stored(product.id);
    const csv = csvOf([{ id: product.id, name: "Partial Pistachios Salted", price: "4200" }], ["id", "name", "price"]);

    const checked = await post(validate, csv);
    expect(checked.json).toMatchObject({ success: true, errors: [], toUpdate: 1 });
    expect(checked.json.preview).toEqual([
      {
        row: 2,
        id: product.id,
        name: "Partial Pistachios",
        byWeight: true,
        changes: [
          { column: "name", before: "Partial Pistachios", after: "Partial Pistachios Salted" },
          { column: "price", before: "4000", after: "4200" },
        ],
      },
    ]);

    const { rows, errors } = await validateBulkCsv(csv);
    expect(errors).toEqual([]);
    // Between the check and the write, an order takes 1.5 kg and another admin edits the description.
    await db.product.update({
      where: { id: product.id },
      data: { stock: { decrement: 1.5 }, description: "Salted, in shell, from Iran" },
    });
    await importBulkRows(rows);

    expect(await stored(product.id)).toEqual({
      ...before,
      name: "Partial Pistachios Salted",
      price: 4200,
      stock: before.stock.minus(1.5),
      description: "Salted, in shell, from Iran",
    });
  });

  it("of id,stock sets the stock only, through the upload as the wizard sends it", async () => {
    const product = await createProduct({ name: "Partial Raisins", price: 1200, stock: 3, categoryId: gifts.id });
    const before = await stored(product.id);
    const imported = await post(upload, csvOf([{ id: product.id, stock: "25" }], ["id", "stock"]));
    expect(imported.json).toMatchObject({ success: true, created: 0, updated: 1, errors: [] });
    expect(await stored(product.id)).toEqual({ ...before, stock: before.stock.plus(22) });
  });

  it("leaves the stock alone when the file has stockAtExport but no stock column", async () => {
    const product = await createProduct({ name: "Partial Figs", price: 3000, stock: 9 });
    // Exported at 12; orders took 3 since.
    const imported = await post(
      upload,
      csvOf([{ id: product.id, price: "3100", stockAtExport: "12" }], ["id", "price", "stockAtExport"]),
    );
    expect(imported.json).toMatchObject({ success: true, updated: 1 });
    const saved = await stored(product.id);
    expect({ price: saved.price, stock: Number(saved.stock) }).toEqual({ price: 3100, stock: 9 });
  });

  it("refuses a row without an id that lacks a new product's columns, naming the row, and writes nothing", async () => {
    const product = await db.product.findFirstOrThrow({ where: { name: "Partial Raisins" } });
    const count = await db.product.count();
    const answer = await post(
      upload,
      csvOf(
        [
          { id: product.id, name: "Partial Raisins", price: "1300" },
          { id: "", name: "Partial Dates", price: "900" },
        ],
        ["id", "name", "price"],
      ),
    );
    expect(answer.json).toMatchObject({
      success: false,
      errors: [
        "Row 3: A row without an id creates a new product, which needs the stock column; this file does not have it",
      ],
    });
    expect(await db.product.count()).toBe(count);
    expect((await stored(product.id)).price).toBe(1200);
  });

  it("refuses a column it does not know, naming it, and a file without an id that lacks a needed column", async () => {
    const product = await db.product.findFirstOrThrow({ where: { name: "Partial Raisins" } });
    expect((await post(validate, csvOf([{ id: product.id, prce: "1300" }], ["id", "prce"]))).json).toMatchObject({
      success: false,
      errors: [
        "Unknown column(s): prce. The columns are: id, name, description, price, stock, offer, category, status, featuredOrder, hasWeightSelection, images, nameUr, descriptionUr, stockAtExport.",
      ],
    });
    expect((await post(validate, csvOf([{ name: "X", price: "10" }], ["name", "price"]))).json).toMatchObject({
      success: false,
      errors: [
        "Missing column(s): stock. Download the template to see every column. A file with an id column, as Export CSV makes, may leave out any column.",
      ],
    });
  });
});
