import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { toCsv } from "@/lib/domain/csv";
import { importBulkRows } from "@/lib/server/bulk/import";
import { validateBulkCsv } from "@/lib/server/bulk/validate";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { bearerFor, createProduct, createUser } from "../support/fixtures";
import { checkoutBody } from "../support/orders";
import { csvForm } from "../support/uploads";

// A bulk CSV carries the numbers the product form accepts, no others: decimal text within the
// form's limits, and a stock the file's change would not move past them.

jest.setTimeout(60_000);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
});

const post = (route: typeof validate, text: string) =>
  callRoute(route, { rawBody: csvForm(text), method: "POST", headers: admin });

const columns = ["id", "name", "price", "stock", "offer", "featuredOrder", "images", "stockAtExport"] as const;
type Row = Partial<Record<(typeof columns)[number], string>>;
const csvOf = (rows: Row[]) => toCsv([[...columns], ...rows.map((row) => columns.map((column) => row[column] ?? ""))]);
const newRow = (row: Row): Row => ({ price: "1000", stock: "5", images: "https://cdn.example.com/n.jpg", ...row });

const snapshot = () => db.product.findMany({ orderBy: { id: "asc" }, select: { id: true, price: true, stock: true } });

describe("numbers in a bulk CSV", () => {
  it.each([
    ["0x10", 'Row 2, column "price": Price must be a number'],
    ["1e3", 'Row 2, column "price": Price must be a number'],
    ["Infinity", 'Row 2, column "price": Price must be a number'],
    ["0b11", 'Row 2, column "price": Price must be a number'],
    ["1,000", 'Row 2, column "price": Price must be a number'],
  ])("refuses the price %j as the form does, and writes nothing", async (price, message) => {
    const before = await db.product.count();
    const csv = csvOf([newRow({ name: `Hex ${price}`, price })]);
    expect((await post(validate, csv)).json).toMatchObject({ success: false, errors: [message] });
    expect((await post(upload, csv)).json).toMatchObject({ success: false, successCount: 0, errors: [message] });
    expect(await db.product.count()).toBe(before);
  });

  it("refuses hex and exponents in every number column", async () => {
    const product = await createProduct({ name: "Bounds Columns", stock: 5 });
    const result = await validateBulkCsv(
      csvOf([
        newRow({ name: "Bounds Stock", stock: "0x10" }),
        newRow({ name: "Bounds Offer", offer: "1e1" }),
        newRow({ name: "Bounds Featured", featuredOrder: "0x1" }),
        { id: product.id, name: product.name, price: "2000", stock: "5", images: "test.webp", stockAtExport: "5e0" },
      ]),
    );
    expect(result.errors).toEqual([
      'Row 2, column "stock": Stock must be a number',
      'Row 3, column "offer": Offer must be a number',
      'Row 4, column "featuredOrder": Featured order must be a number',
      'Row 5, column "stockAtExport": Stock must be a number',
    ]);
  });

  it("reads a number with spaces around it, as the form does", async () => {
    const result = await validateBulkCsv(csvOf([newRow({ name: "Bounds Padded", price: " 12 ", stock: " 2.5 " })]));
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.fields).toMatchObject({ price: 12, stock: 2.5 });
  });
});

describe("the stock a re-imported export leaves", () => {
  it("refuses a row whose change would pass the form's limit, and writes nothing", async () => {
    const product = await createProduct({ name: "Bounds Delta", stock: 54 });
    const other = await createProduct({ name: "Bounds Other", price: 2000, stock: 3 });
    const before = await snapshot();
    // The file was exported when the stock was 0: its 1,000,000 is a change of a million.
    const csv = csvOf([
      { id: product.id, name: product.name, price: "2000", stock: "1000000", images: "test.webp", stockAtExport: "0" },
      { id: other.id, name: other.name, price: "2500", stock: "3", images: "test.webp", stockAtExport: "3" },
    ]);
    const message =
      'Row 2, column "stock": Stock is too large: the file adds 1000000 to the 54 in stock now, which makes 1000054';
    expect((await post(validate, csv)).json).toMatchObject({ success: false, errors: [message] });
    expect((await post(upload, csv)).json).toMatchObject({ success: false, successCount: 0, errors: [message] });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the whole import when the stock moved past the limit between validation and import", async () => {
    const product = await createProduct({ name: "Bounds Moved", stock: 500 });
    const other = await createProduct({ name: "Bounds Moved Other", price: 2000, stock: 3 });
    const { rows, errors } = await validateBulkCsv(
      csvOf([
        { id: product.id, name: product.name, price: "2000", stock: "999000", images: "test.webp", stockAtExport: "0" },
        { id: other.id, name: other.name, price: "2500", stock: "3", images: "test.webp", stockAtExport: "3" },
      ]),
    );
    expect(errors).toEqual([]);
    // A cancelled order returns 5,000 meanwhile: 5,500 + 999,000 passes a million.
    await db.product.update({ where: { id: product.id }, data: { stock: 5500 } });
    const before = await snapshot();
    await expect(importBulkRows(rows)).rejects.toThrow(
      'Row 2, column "stock": Stock is too large: the file adds 999000 to the 5500 in stock now, which makes 1004500',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("still lowers the stock to zero, never below, when orders took more than the file removes", async () => {
    const product = await createProduct({ name: "Bounds Floor", stock: 2 });
    const imported = await post(
      upload,
      csvOf([
        { id: product.id, name: product.name, price: "2000", stock: "5", images: "test.webp", stockAtExport: "10" },
      ]),
    );
    expect(imported.json).toMatchObject({ success: true, updated: 1 });
    expect(Number((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock)).toBe(0);
  });

  it("moves the stock to the gram: 250 g ordered since an export at 3 kg, 2.26 kg in the file, 2.01 kg on the shelf", async () => {
    const product = await createProduct({ name: "Bounds Grams", price: 2000, stock: 3 });
    const ordered = await callRoute(createOrder, {
      body: checkoutBody([{ id: product.id, weight: "250g", quantity: 1 }]),
    });
    expect(ordered.json).toHaveProperty("order");
    const csv = csvOf([
      { id: product.id, name: product.name, price: "2000", stock: "2.26", images: "test.webp", stockAtExport: "3" },
    ]);
    expect((await post(validate, csv)).json).toMatchObject({ success: true, errors: [] });
    expect((await post(upload, csv)).json).toMatchObject({ success: true, updated: 1 });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toFixed(3)).toBe("2.010");
  });
});
