import { GET as downloadTemplate } from "@/app/api/bulk-products/download-template/route";
import { GET as listImages } from "@/app/api/bulk-products/list-images/route";
import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { POST as uploadImages } from "@/app/api/bulk-products/upload-images/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { POST as deleteImages } from "@/app/api/bulk-products/delete-images/route";
import { missingProductImage } from "@/lib/domain/validation/product";
import { importBulkRows } from "@/lib/server/bulk/import";
import { validateBulkCsv } from "@/lib/server/bulk/validate";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createCategory, createUser, tableCounts } from "../support/fixtures";
import { bulkCsvHeader as header, csvForm, formData, pngBytes, pngFile } from "../support/uploads";

jest.setTimeout(60_000);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
  await createCategory({ name: "Dry Fruits" });
  await createCategory({ name: "Gift Boxes" });
});

const post = (route: typeof validate, text: string, name?: string, type?: string) =>
  callRoute(route, { rawBody: csvForm(text, name, type), method: "POST", headers: admin });

describe("bulk product calls", () => {
  it.each<[string, (headers?: Record<string, string>) => ReturnType<typeof callRoute>]>([
    ["download-template", (headers) => callRoute(downloadTemplate, { headers })],
    ["list-images", (headers) => callRoute(listImages, { headers })],
    ["upload-images", (headers) => callRoute(uploadImages, { rawBody: new FormData(), method: "POST", headers })],
    ["validate", (headers) => callRoute(validate, { rawBody: csvForm(header), method: "POST", headers })],
    ["upload", (headers) => callRoute(upload, { rawBody: csvForm(header), method: "POST", headers })],
    ["delete-images", (headers) => callRoute(deleteImages, { body: { filenames: ["x.png"] }, headers })],
  ])("%s is for admins only: 401 signed out, 403 for a customer", async (_name, call) => {
    const anonymous = await call();
    expectRefusal(anonymous, 401, "Please log in to continue.");
    const customer = await call(await bearerFor((await createUser()).id));
    expectRefusal(customer, 403, "Admins only.");
  });

  it("download a template whose example rows validate once their images exist", async () => {
    const response = await callRoute(downloadTemplate, { headers: admin });
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="product_template.csv"');
    const lines = response.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // Every cell is quoted, the header's too.
    expect(lines[0]).toBe(
      '"name","description","price","stock","offer","category","status","featuredOrder","hasWeightSelection","images","nameUr","descriptionUr"',
    );
    expect(lines).toHaveLength(3);
    const result = await validateBulkCsv(response.text);
    expect(result.errors).toEqual([
      'Row 2, column "images": Image "almonds.jpg" was not uploaded (upload it in step 1, or give its URL)',
    ]);
  });

  it("upload images checked by content and list them", async () => {
    const png = await pngBytes(4, "#654321");
    const body = formData({}, { images: [pngFile(png, "almonds.png"), pngFile(png, "dates.png")] });
    const response = await callRoute(uploadImages, { rawBody: body, method: "POST", headers: admin });
    expect(response.json).toMatchObject({
      success: true,
      totalImages: 2,
      images: [{ originalName: "almonds.png" }, { originalName: "dates.png" }],
    });
    const stored = (response.json.images as { filename: string }[]).map((image) => image.filename);
    const listed = ((await callRoute(listImages, { headers: admin })).json.images as { filename: string }[]).map(
      (image) => image.filename,
    );
    expect(listed).toEqual(expect.arrayContaining(stored));

    const bad = new FormData();
    bad.append("images", new File(["not an image"], "fake.jpg", { type: "image/jpeg" }));
    expect((await callRoute(uploadImages, { rawBody: bad, method: "POST", headers: admin })).json).toEqual({
      error: "fake.jpg is not a JPEG, PNG or WebP image.",
    });
    expect((await callRoute(uploadImages, { rawBody: new FormData(), method: "POST", headers: admin })).json).toEqual({
      error: "Please select at least one image",
    });
  });

  it("import a CSV naming images by the names they were uploaded with, as the template does", async () => {
    const png = await pngBytes(4, "#8b4513");
    const body = formData(
      {},
      { images: [pngFile(png, "Almonds.jpg"), pngFile(png, "dates.png"), pngFile(png, "dates.PNG")] },
    );
    const uploaded = await callRoute(uploadImages, { rawBody: body, method: "POST", headers: admin });
    const stored = uploaded.json.images as { originalName: string; filename: string }[];
    expect(stored.map((image) => image.originalName)).toEqual(["Almonds.jpg", "dates.png", "dates.PNG"]);
    // Two files of one name in one upload: the later one is the one a CSV gets, and the answer says so.
    expect(uploaded.json.duplicates).toEqual(['"dates.PNG" was uploaded more than once: the CSV gets the last one']);

    const csv = [
      header,
      "Original Names,,1000,5,,Dry Fruits,Active,,true,almonds.jpg | DATES.png",
      `Stored Name,,1000,5,,Dry Fruits,Active,,true,${stored[0]!.filename}`,
    ].join("\n");
    const result = await validateBulkCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.images)).toEqual([
      [stored[0]!.filename, stored[2]!.filename],
      [stored[0]!.filename],
    ]);
    const listed = (await callRoute(listImages, { headers: admin })).json.images as {
      originalName?: string;
      filename: string;
    }[];
    expect(listed).toEqual(
      expect.arrayContaining([{ originalName: "Almonds.jpg", filename: stored[0]!.filename, used: false }]),
    );
  });

  it("delete the uploaded images no product uses, and keep those a product shows", async () => {
    const png = await pngBytes(4, "#556b2f");
    const uploaded = await callRoute(uploadImages, {
      rawBody: formData({}, { images: [pngFile(png, "kept.png"), pngFile(png, "spare.png")] }),
      method: "POST",
      headers: admin,
    });
    const [kept, spare] = (uploaded.json.images as { filename: string }[]).map((image) => image.filename) as [
      string,
      string,
    ];
    await post(upload, [header, `Library Product,,900,2,,Dry Fruits,Active,,true,kept.png`].join("\n"));
    const listed = (await callRoute(listImages, { headers: admin })).json.images as {
      filename: string;
      used: boolean;
    }[];
    expect(listed.filter((image) => [kept, spare].includes(image.filename))).toEqual(
      expect.arrayContaining([
        { originalName: "kept.png", filename: kept, used: true },
        { originalName: "spare.png", filename: spare, used: false },
      ]),
    );

    const removed = await callRoute(deleteImages, {
      body: { filenames: [kept, spare, "../../etc/passwd"] },
      headers: admin,
    });
    expect(removed.json).toEqual({ success: "1 image deleted; 1 in use kept", deleted: [spare], inUse: [kept] });
    const after = ((await callRoute(listImages, { headers: admin })).json.images as { filename: string }[]).map(
      (image) => image.filename,
    );
    expect(after).toContain(kept);
    expect(after).not.toContain(spare);
    // The original name is forgotten with the file: a CSV naming spare.png is told it was not uploaded.
    expect((await validateBulkCsv([header, "Spare,,900,2,,,Active,,true,spare.png"].join("\n"))).errors).toEqual([
      'Row 2, column "images": Image "spare.png" was not uploaded (upload it in step 1, or give its URL)',
    ]);

    expectRefusal(
      await callRoute(deleteImages, { body: { filenames: [kept] }, headers: admin }),
      200,
      "These images are used by products or orders and were kept",
    );
    const empty = await callRoute(deleteImages, { body: { filenames: [] }, headers: admin });
    expect({ status: empty.status, body: empty.json }).toEqual({
      status: 400,
      body: { error: "Please select at least one image" },
    });
  });

  it("report every bad row with its spreadsheet row number and column, counting quoted multi-line cells as one row", async () => {
    const csv = [
      header,
      'Badam Giri,"Sweet, crunchy ""mamra""\nalmonds",2800,10,5,Dry Fruits,Active,1,true,https://cdn.example.com/a.jpg',
      "Broken Price,,abc,5,,Dry Fruits,Active,,true,https://cdn.example.com/b.jpg",
      "Unknown Category,,1000,5,,Nowhere,Active,,true,https://cdn.example.com/u.jpg",
      "badam giri,,900,1,,,Active,,true,https://cdn.example.com/g.jpg",
      ",,100,1,,,,,,https://cdn.example.com/n.jpg",
      "Missing Image,,500,2,,Gift Boxes,Active,,false,nothing-here.jpg",
      "کشمش,سنہری کشمش,1400,3,120,Gift Boxes,Active,0,maybe,https://cdn.example.com/k.jpg",
    ].join("\n");
    const response = await post(validate, csv);
    expect(response.json).toEqual({
      success: false,
      validRows: 1,
      toCreate: 1,
      toUpdate: 0,
      unchanged: [],
      preview: [],
      errors: [
        'Row 3, column "price": Price must be a number',
        'Row 4, column "category": Category "Nowhere" does not exist',
        'Row 5, column "name": "badam giri" appears again (first on row 2)',
        'Row 6, column "name": Product name is required',
        'Row 7, column "images": Image "nothing-here.jpg" was not uploaded (upload it in step 1, or give its URL)',
        'Row 8, column "offer": Offer cannot be more than 100%',
        'Row 8, column "featuredOrder": Featured order must be at least 1',
        'Row 8, column "hasWeightSelection": Must be true or false',
      ],
    });
  });

  it("refuse a row without an image, as the product form refuses a product without one", async () => {
    const csv = [
      header,
      "No Picture,,500,2,,Gift Boxes,Active,,false,",
      "Only Separators,,500,2,,Gift Boxes,Active,,false, | ",
      "With Picture,,500,2,,Gift Boxes,Active,,false,https://cdn.example.com/w.jpg",
    ].join("\n");
    expect((await post(validate, csv)).json).toEqual({
      success: false,
      validRows: 1,
      toCreate: 1,
      toUpdate: 0,
      unchanged: [],
      preview: [],
      errors: [`Row 2, column "images": ${missingProductImage}`, `Row 3, column "images": ${missingProductImage}`],
    });
  });

  it("refuse a non-CSV file, an empty file and a file with only a header", async () => {
    expect((await post(validate, "\u0000PNG binary", "photo.png", "image/png")).json).toEqual({
      error: "Please select a valid CSV file",
    });
    expect((await post(validate, "a,b\u0000c", "renamed.csv")).json).toEqual({
      error: "Please select a valid CSV file",
    });
    expect((await post(validate, "")).json).toEqual({
      success: false,
      validRows: 0,
      toCreate: 0,
      toUpdate: 0,
      unchanged: [],
      preview: [],
      errors: ["The CSV file is empty"],
    });
    expect((await post(validate, `${header}\n`)).json).toEqual({
      success: false,
      validRows: 0,
      toCreate: 0,
      toUpdate: 0,
      unchanged: [],
      preview: [],
      errors: ["The CSV file has no product rows"],
    });
    expect((await post(validate, "title,cost\nx,1")).json.errors).toEqual([
      "Unknown column(s): title, cost. The columns are: id, name, description, price, stock, offer, category, status, featuredOrder, hasWeightSelection, images, nameUr, descriptionUr, stockAtExport.",
    ]);
    expect((await post(validate, "description\nx")).json.errors).toEqual([
      "Missing column(s): name, price, stock. Download the template to see every column. A file with an id column, as Export CSV makes, may leave out any column.",
    ]);
  });

  it("count every row they read in totalProcessed, valid or not, and none for a file refused as a whole", async () => {
    const csv = [
      header,
      "Counted Good Row,,100,1,,,Active,,true,https://cdn.example.com/g.jpg",
      ",,,,,,,,,",
      "Counted Bad Row,,abc,1,,Nowhere,Active,,true,https://cdn.example.com/b.jpg",
    ].join("\n");
    expect((await post(upload, csv)).json).toMatchObject({ success: false, totalProcessed: 2, errorCount: 2 });
    expect((await post(upload, `${header}\n`)).json).toEqual({
      success: false,
      totalProcessed: 0,
      successCount: 0,
      errorCount: 1,
      errors: ["The CSV file has no product rows"],
    });
    expect((await post(upload, "title,cost\nx,1")).json).toMatchObject({ success: false, totalProcessed: 0 });
  });

  it("import a semicolon CSV with a BOM and Urdu text once; the same file again creates nothing", async () => {
    const csv = `\uFEFF${header.replace(/,/g, ";")}\r\nچلغوزہ;Pine nuts;12000;4;5;dry fruits;Active;;true;https://cdn.example.com/p.jpg|https://cdn.example.com/p2.jpg\r\n=cmd|' /C calc'!A0;Formula-looking name;100;1;;;Active;;false;https://cdn.example.com/f.jpg\r\n`;
    const before = await tableCounts();
    expect((await post(validate, csv)).json).toEqual({
      success: true,
      validRows: 2,
      errors: [],
      toCreate: 2,
      toUpdate: 0,
      unchanged: [],
      preview: [
        {
          row: 2,
          id: null,
          name: "چلغوزہ",
          byWeight: true,
          changes: [
            { column: "price", before: "", after: "12000" },
            { column: "stock", before: "", after: "4" },
          ],
        },
        {
          row: 3,
          id: null,
          name: "=cmd|' /C calc'!A0",
          byWeight: false,
          changes: [
            { column: "price", before: "", after: "100" },
            { column: "stock", before: "", after: "1" },
          ],
        },
      ],
    });
    const first = await post(upload, csv);
    expect(first.json).toEqual({
      success: true,
      totalProcessed: 2,
      successCount: 2,
      errorCount: 0,
      errors: [],
      created: 2,
      updated: 0,
      unchanged: [],
      importId: expect.any(String),
    });
    const pine = await db.product.findFirstOrThrow({
      where: { name: "چلغوزہ" },
      include: { images: { orderBy: { position: "asc" } }, category: true },
    });
    expect(pine).toMatchObject({ price: 12000, offer: 5, category: { name: "Dry Fruits" } });
    expect(pine.images.map((image) => image.fullImage)).toEqual([
      "https://cdn.example.com/p.jpg",
      "https://cdn.example.com/p2.jpg",
    ]);
    expect(await db.product.count({ where: { name: "=cmd|' /C calc'!A0" } })).toBe(1);

    const again = await post(upload, csv);
    expect(again.json).toMatchObject({ success: false, successCount: 0, errorCount: 2 });
    expect(again.json.errors).toEqual([
      'Row 2, column "name": A product named "چلغوزہ" already exists',
      `Row 3, column "name": A product named "=cmd|' /C calc'!A0" already exists`,
    ]);
    expect((await tableCounts()).products).toBe(before.products + 2);
  });

  it("leave the catalogue as it was when the import fails half-way", async () => {
    const rows = Array.from(
      { length: 1500 },
      (_, index) => `Halfway Product ${index},,${300 + index},1,,,Active,,true,https://cdn.example.com/h.jpg`,
    );
    const { rows: valid, errors } = await validateBulkCsv([header, ...rows].join("\n"));
    expect(errors).toEqual([]);
    const before = await db.product.count();
    await expect(
      importBulkRows(valid, {
        afterChunk: (written) => {
          if (written >= 1000) throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    expect(await db.product.count()).toBe(before);
  });
});
