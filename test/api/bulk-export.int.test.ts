import { GET as exportProducts } from "@/app/api/bulk-products/export/route";
import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { importBulkRows } from "@/lib/server/bulk/import";
import { validateBulkCsv } from "@/lib/server/bulk/validate";
import { db } from "@/lib/server/db";
import { csvOf, exportedRows } from "../support/bulk-files";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createCategory, createProduct, createUser } from "../support/fixtures";
import { csvForm } from "../support/uploads";

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

const snapshot = () =>
  db.product.findMany({
    orderBy: { id: "asc" },
    include: { images: { orderBy: { position: "asc" } } },
  });

describe("exporting the catalogue and importing it back", () => {
  it("is for admins only", async () => {
    expectRefusal(await callRoute(exportProducts, {}), 401, "Please log in to continue.");
    const customer = await bearerFor((await createUser()).id);
    expectRefusal(await callRoute(exportProducts, { headers: customer }), 403, "Admins only.");
  });

  it("exports every product, Disabled too, in the template's columns plus its id", async () => {
    const almonds = await createProduct({
      name: "Export Almonds",
      description: "-10% this week, =fresh",
      nameUr: "بادام",
      price: 2800,
      stock: 12.5,
      offer: 10,
      featuredOrder: 2,
      categoryId: nuts.id,
    });
    await createProduct({ name: "Export Box", status: "Disabled", hasWeightSelection: false, categoryId: gifts.id });
    const response = await callRoute(exportProducts, { headers: admin });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Every cell is quoted, the header's too.
    expect(response.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"id","name","description","price","stock","offer","category","status","featuredOrder","hasWeightSelection","images","nameUr","descriptionUr","stockAtExport"',
    );
    // A cell a spreadsheet would run as a formula is written as text.
    expect(response.text).toContain("'-10% this week");
    const rows = await exported();
    expect(rows.find((row) => row.id === almonds.id)).toEqual({
      id: almonds.id,
      name: "Export Almonds",
      nameUr: "بادام",
      description: "'-10% this week, =fresh",
      descriptionUr: "",
      price: "2800",
      stock: "12.5",
      offer: "10",
      category: "Nuts",
      status: "Active",
      featuredOrder: "2",
      hasWeightSelection: "true",
      images: "test.webp",
      stockAtExport: "12.5",
    });
    expect(rows.find((row) => row.name === "Export Box")).toMatchObject({ status: "Disabled", category: "Gift Boxes" });
  });

  it("imports an untouched export as unchanged, writing nothing", async () => {
    const before = await snapshot();
    const csv = csvOf(await exported());
    const checked = await post(validate, csv);
    expect(checked.json).toMatchObject({ success: true, toCreate: 0, toUpdate: 0, errors: [] });
    expect(checked.json.unchanged).toHaveLength(before.length);
    const imported = await post(upload, csv);
    expect(imported.json).toMatchObject({ success: true, successCount: 0, created: 0, updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("reprices, restocks and moves products from the edited file in one import, keeping their images", async () => {
    const rows = await exported();
    const almonds = rows.find((row) => row.name === "Export Almonds")!;
    const box = rows.find((row) => row.name === "Export Box")!;
    almonds.price = "3100";
    almonds.stock = "40.25";
    box.price = "7000";
    box.category = "nuts";
    box.status = "Active";
    const checked = await post(validate, csvOf(rows));
    expect(checked.json).toMatchObject({ success: true, toCreate: 0, toUpdate: 2, validRows: rows.length });
    expect(checked.json.unchanged).toHaveLength(rows.length - 2);

    const imported = await post(upload, csvOf(rows));
    expect(imported.json).toMatchObject({ success: true, successCount: 2, created: 0, updated: 2 });
    const saved = await db.product.findUniqueOrThrow({ where: { id: almonds.id! }, include: { images: true } });
    expect({ price: saved.price, stock: Number(saved.stock), description: saved.description }).toEqual({
      price: 3100,
      stock: 40.25,
      description: "-10% this week, =fresh",
    });
    expect(saved.images).toMatchObject([{ fullImage: "test.webp", thumbnail: "test-thumb.webp" }]);
    expect(await db.product.findUniqueOrThrow({ where: { id: box.id! } })).toMatchObject({
      price: 7000,
      categoryId: nuts.id,
      status: "Active",
      // The generated 250 g price follows the new price.
      listingPrice: 7000,
    });
  });

  it("never undoes what orders took from the stock after the export: the file's change moves the stock", async () => {
    const rows = await exported();
    const almonds = rows.find((row) => row.name === "Export Almonds")!;
    const box = rows.find((row) => row.name === "Export Box")!;
    // Two orders while the owner edits the file: 2.5 kg of almonds and 3 boxes are sold.
    await db.product.update({ where: { id: almonds.id! }, data: { stock: { decrement: 2.5 } } });
    await db.product.update({ where: { id: box.id! }, data: { stock: { decrement: 3 } } });
    almonds.price = "3150";
    box.stock = String(Number(box.stock) + 20);

    const imported = await post(upload, csvOf(rows));
    expect(imported.json).toMatchObject({ success: true, updated: 2 });
    const [savedAlmonds, savedBox] = await Promise.all(
      [almonds, box].map((row) => db.product.findUniqueOrThrow({ where: { id: row.id! } })),
    );
    expect({ price: savedAlmonds!.price, stock: Number(savedAlmonds!.stock) }).toEqual({
      price: 3150,
      stock: Number(almonds.stock) - 2.5,
    });
    // 20 received, 3 sold meanwhile.
    expect(Number(savedBox!.stock)).toBe(Number(box.stockAtExport) - 3 + 20);
    // A file without the column sets the stock as it says.
    await post(upload, csvOf([{ ...box, stock: "7" }], ["id", "name", "price", "stock", "images"]));
    expect(Number((await db.product.findUniqueOrThrow({ where: { id: box.id! } })).stock)).toBe(7);
  });

  it("keeps what a file leaves out, and creates the rows without an id beside the updates", async () => {
    const almonds = await db.product.findFirstOrThrow({ where: { name: "Export Almonds" } });
    const csv = csvOf(
      [
        { id: almonds.id, name: "Export Almonds", price: "3200", stock: "40.25" },
        { id: "", name: "Export Walnuts", price: "2400", stock: "8", images: "https://cdn.example.com/w.jpg" },
      ],
      ["id", "name", "price", "stock", "images"],
    );
    // The images column is given: an update row must name images like any other row.
    expect((await validateBulkCsv(csv)).errors).toEqual([
      'Row 2, column "images": Please provide either image files OR a Cloudinary URL. At least one image source is required.',
    ]);
    const withoutImages = csvOf(
      [
        { id: almonds.id, name: "Export Almonds", price: "3200", stock: "40.25" },
        { id: "", name: "Export Walnuts", price: "2400", stock: "8" },
      ],
      ["id", "name", "price", "stock"],
    );
    expect((await validateBulkCsv(withoutImages)).errors).toEqual([
      'Row 3, column "images": Please provide either image files OR a Cloudinary URL. At least one image source is required.',
    ]);
    const mixed = csvOf(
      [
        { id: almonds.id, name: "Export Almonds", price: "3200", stock: "40.25", images: "test.webp" },
        { id: "", name: "Export Walnuts", price: "2400", stock: "8", images: "https://cdn.example.com/w.jpg" },
      ],
      ["id", "name", "price", "stock", "images"],
    );
    const imported = await post(upload, mixed);
    expect(imported.json).toMatchObject({ success: true, created: 1, updated: 1, unchanged: [] });
    expect(await db.product.findUniqueOrThrow({ where: { id: almonds.id } })).toMatchObject({
      price: 3200,
      offer: 10,
      featuredOrder: 2,
      categoryId: nuts.id,
      description: "-10% this week, =fresh",
    });
    expect(await db.product.count({ where: { name: "Export Walnuts" } })).toBe(1);
  });

  it("refuses unknown and repeated ids, and a new name another product has, and lets two products swap names", async () => {
    const [first, second] = await Promise.all([
      createProduct({ name: "Swap One", categoryId: nuts.id }),
      createProduct({ name: "Swap Two", categoryId: nuts.id }),
    ]);
    const columns = ["id", "name", "price", "stock"];
    const refused = await validateBulkCsv(
      csvOf(
        [
          { id: "nosuchproduct", name: "Ghost", price: "100", stock: "1" },
          { id: first.id, name: "Swap One", price: "100", stock: "1" },
          { id: first.id, name: "Swap One", price: "200", stock: "1" },
          { id: second.id, name: "export almonds", price: "100", stock: "1" },
        ],
        columns,
      ),
    );
    expect(refused.errors).toEqual([
      // The row updates a product (its images are not in the file): the unknown id is all that is wrong.
      'Row 2, column "id": No product has the id "nosuchproduct"',
      `Row 4, column "id": "${first.id}" appears again (first on row 3)`,
      'Row 5, column "name": A product named "Export Almonds" already exists',
    ]);

    const swapped = await post(
      upload,
      csvOf(
        [
          { id: first.id, name: "Swap Two", price: "2000", stock: "10" },
          { id: second.id, name: "Swap One", price: "2000", stock: "10" },
        ],
        columns,
      ),
    );
    expect(swapped.json).toMatchObject({ success: true, updated: 2 });
    expect((await db.product.findUniqueOrThrow({ where: { id: first.id } })).name).toBe("Swap Two");
  });

  it("leaves every product as it was when the import fails half-way", async () => {
    const rows = (await exported()).map((row) => ({ ...row, price: String(Number(row.price) + 1) }));
    const extra = Array.from({ length: 1200 }, (_, index) => ({
      id: "",
      name: `Halfway Export ${index}`,
      price: "500",
      stock: "1",
      images: "https://cdn.example.com/h.jpg",
    }));
    const { rows: valid, errors } = await validateBulkCsv(csvOf([...rows, ...extra]));
    expect(errors).toEqual([]);
    const before = await snapshot();
    await expect(
      importBulkRows(valid, {
        afterChunk: (written) => {
          if (written > rows.length) throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    expect(await snapshot()).toEqual(before);
  });
});
