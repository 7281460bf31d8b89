// The bulk CSV's optional Urdu columns (nameUr, descriptionUr): in the template and the export,
// checked as the product form checks them, shown old → new before a re-import, written alone by a
// file that has only them, and given back by an undo.
import { GET as downloadTemplate } from "@/app/api/bulk-products/download-template/route";
import { POST as undo } from "@/app/api/bulk-products/undo/[id]/route";
import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { db } from "@/lib/server/db";
import { csvOf, exportedRows } from "../support/bulk-files";
import { callRoute } from "../support/api";
import { bearerFor, createProduct, createUser, unique } from "../support/fixtures";
import { csvForm } from "../support/uploads";
import Papa from "papaparse";

jest.setTimeout(60_000);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
});

const post = (route: typeof validate, text: string) =>
  callRoute(route, { rawBody: csvForm(text), method: "POST", headers: admin });

const stored = (id: string) =>
  db.product.findUniqueOrThrow({
    where: { id },
    select: { name: true, nameUr: true, description: true, descriptionUr: true, price: true },
  });

const exportedRow = async (id: string) => (await exportedRows(admin)).find((row) => row.id === id)!;

describe("the bulk CSV's Urdu columns", () => {
  it("are in the template, with an example filled in and one left empty", async () => {
    const response = await callRoute(downloadTemplate, { headers: admin });
    const rows = Papa.parse<Record<string, string>>(response.text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((row) => [row.name, row.nameUr, row.descriptionUr])).toEqual([
      ["Roasted Almonds", "بھنے ہوئے بادام", "کیلیفورنیا کے خستہ بادام، ہلکے بھنے ہوئے۔"],
      ["Dry Fruit Gift Box", "", ""],
    ]);
  });

  it("create products with their Urdu texts, trimmed, and the export writes them back", async () => {
    const name = unique("Urdu Walnuts");
    const csv = csvOf(
      [
        {
          name,
          nameUr: " اخروٹ ",
          description: "Chitrali walnuts.",
          descriptionUr: "چترالی اخروٹ۔",
          price: "2400",
          stock: "5",
          images: "https://cdn.example.com/w.jpg",
        },
      ],
      ["name", "nameUr", "description", "descriptionUr", "price", "stock", "images"],
    );
    expect((await post(upload, csv)).json).toMatchObject({ success: true, created: 1 });
    const product = await db.product.findFirstOrThrow({ where: { name } });
    expect(await stored(product.id)).toMatchObject({ nameUr: "اخروٹ", descriptionUr: "چترالی اخروٹ۔" });
    expect(await exportedRow(product.id)).toMatchObject({ name, nameUr: "اخروٹ", descriptionUr: "چترالی اخروٹ۔" });
  });

  it("are empty for a product a file without them creates", async () => {
    const name = unique("Urdu Less Dates");
    const csv = csvOf(
      [{ name, price: "900", stock: "2", images: "https://cdn.example.com/d.jpg" }],
      ["name", "price", "stock", "images"],
    );
    expect((await post(upload, csv)).json).toMatchObject({ success: true, created: 1 });
    expect(await db.product.findFirstOrThrow({ where: { name } })).toMatchObject({ nameUr: "", descriptionUr: "" });
  });

  it("are refused over the product form's bounds, naming the row and column", async () => {
    const csv = csvOf(
      [
        {
          name: unique("Too Long Urdu"),
          nameUr: "ب".repeat(201),
          price: "900",
          stock: "2",
          images: "https://x.pk/a.jpg",
        },
        {
          name: unique("Too Long Urdu"),
          descriptionUr: "ب".repeat(5001),
          price: "900",
          stock: "2",
          images: "https://x.pk/b.jpg",
        },
      ],
      ["name", "nameUr", "descriptionUr", "price", "stock", "images"],
    );
    const before = await db.product.count();
    expect((await post(validate, csv)).json).toMatchObject({
      success: false,
      errors: [
        'Row 2, column "nameUr": Please keep the Urdu name under 200 characters',
        'Row 3, column "descriptionUr": Please keep the Urdu description under 5000 characters',
      ],
    });
    expect((await post(upload, csv)).json).toMatchObject({ success: false });
    expect(await db.product.count()).toBe(before);
  });

  it("re-imported, show each changed Urdu text old → new, write it, and an undo gives the old ones back", async () => {
    const almonds = await createProduct({ name: unique("Urdu Almonds"), nameUr: "بادام", descriptionUr: "ایرانی۔" });
    const pistachios = await createProduct({ name: unique("Urdu Pistachios"), nameUr: "پستہ" });
    const rows = [await exportedRow(almonds.id), await exportedRow(pistachios.id)];
    Object.assign(rows[0]!, { nameUr: "ممرا بادام", descriptionUr: "" });
    const csv = csvOf(rows);

    const checked = await post(validate, csv);
    expect(checked.json).toMatchObject({ success: true, toUpdate: 1, unchanged: [3] });
    expect(checked.json.preview).toEqual([
      {
        row: 2,
        id: almonds.id,
        name: almonds.name,
        byWeight: true,
        changes: [
          { column: "nameUr", before: "بادام", after: "ممرا بادام" },
          { column: "descriptionUr", before: "ایرانی۔", after: "" },
        ],
      },
    ]);
    const imported = await post(upload, csv);
    expect(imported.json).toMatchObject({ success: true, updated: 1 });
    expect(await stored(almonds.id)).toMatchObject({ nameUr: "ممرا بادام", descriptionUr: "" });

    const undone = await callRoute(undo, {
      method: "POST",
      headers: admin,
      params: { id: imported.json.importId as string },
    });
    expect(undone.json).toMatchObject({ success: true, restored: 1 });
    expect(await stored(almonds.id)).toMatchObject({ nameUr: "بادام", descriptionUr: "ایرانی۔" });
    expect(await stored(pistachios.id)).toMatchObject({ nameUr: "پستہ" });
  });

  it("alone in a file (id,nameUr) change only the Urdu name; a file without them leaves the Urdu texts as they are", async () => {
    const dates = await createProduct({
      name: unique("Urdu Dates"),
      description: "Soft.",
      nameUr: "کھجور",
      descriptionUr: "نرم۔",
      price: 3800,
    });
    // The price changes after the export: the file does not have that column, so it stays.
    await db.product.update({ where: { id: dates.id }, data: { price: 3900 } });
    const onlyUrdu = csvOf([{ id: dates.id, nameUr: "عجوہ کھجور" }], ["id", "nameUr"]);
    expect((await post(validate, onlyUrdu)).json.preview).toEqual([
      {
        row: 2,
        id: dates.id,
        name: dates.name,
        byWeight: true,
        changes: [{ column: "nameUr", before: "کھجور", after: "عجوہ کھجور" }],
      },
    ]);
    expect((await post(upload, onlyUrdu)).json).toMatchObject({ success: true, updated: 1 });
    expect(await stored(dates.id)).toEqual({
      name: dates.name,
      nameUr: "عجوہ کھجور",
      description: "Soft.",
      descriptionUr: "نرم۔",
      price: 3900,
    });

    // A file made before the Urdu columns existed renames and reprices; the Urdu texts stay.
    const older = csvOf([{ id: dates.id, name: `${dates.name} Ajwa`, price: "4000" }], ["id", "name", "price"]);
    expect((await post(upload, older)).json).toMatchObject({ success: true, updated: 1 });
    expect(await stored(dates.id)).toMatchObject({ nameUr: "عجوہ کھجور", descriptionUr: "نرم۔", price: 4000 });
  });
});
