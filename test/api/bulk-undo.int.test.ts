import { GET as recentImports } from "@/app/api/bulk-products/imports/route";
import { POST as undo } from "@/app/api/bulk-products/undo/[id]/route";
import { POST as upload } from "@/app/api/bulk-products/upload/route";
import { bulkUndoMessages, bulkUndoWindowMs } from "@/lib/domain/bulk";
import { clock } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { csvOf, exportedRows } from "../support/bulk-files";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createCategory, createOrderRow, createProduct, createUser, unique } from "../support/fixtures";
import { csvForm } from "../support/uploads";

// An import, or a re-import of an edited export, can be undone from the admin within a day: what it
// created goes, what it updated gets back the values of the file's columns, and the stock it moved
// moves back, so orders placed since still count.

jest.setTimeout(60_000);

let admin: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  const user = await createUser({ role: 1, name: "Undo Admin" });
  adminId = user.id;
  admin = await bearerFor(user.id);
});
afterEach(() => jest.restoreAllMocks());

const importCsv = async (text: string) => {
  const response = await callRoute(upload, { rawBody: csvForm(text), method: "POST", headers: admin });
  expect(response.json).toMatchObject({ success: true });
  return response.json.importId as string;
};

/** `headers` null: signed out. */
const undoImport = (id: string, headers: Record<string, string> | null = admin) =>
  callRoute(undo, { method: "POST", headers: headers ?? undefined, params: { id } });

const stored = (id: string) =>
  db.product.findUnique({
    where: { id },
    select: {
      name: true,
      description: true,
      price: true,
      stock: true,
      offer: true,
      status: true,
      categoryId: true,
      images: { orderBy: { position: "asc" }, select: { fullImage: true } },
    },
  });

/** Two products re-imported from the export: a rename and a new price, a stock moved by +8, a new category. */
async function editedExport() {
  const nuts = await createCategory();
  const gifts = await createCategory();
  const almonds = await createProduct({ name: unique("Undo Almonds"), price: 2000, stock: 10, categoryId: nuts.id });
  const box = await createProduct({ name: unique("Undo Box"), price: 6500, stock: 12, offer: 5, categoryId: nuts.id });
  const rows = (await exportedRows(admin)).filter((row) => row.id === almonds.id || row.id === box.id);
  const row = (id: string) => rows.find((entry) => entry.id === id)!;
  Object.assign(row(almonds.id), { name: `${almonds.name} Fresh`, price: "2450" });
  Object.assign(row(box.id), {
    stock: "20",
    offer: "15",
    category: gifts.name,
    images: "https://cdn.example.com/box.jpg|test.webp",
  });
  const ordered = unique("Undo Ordered");
  const dropped = unique("Undo Dropped");
  rows.push(
    { id: "", name: ordered, price: "900", stock: "5", images: "https://cdn.example.com/o.jpg" },
    { id: "", name: dropped, price: "800", stock: "4", images: "https://cdn.example.com/d.jpg" },
  );
  return { almonds, box, nuts, gifts, ordered, dropped, csv: csvOf(rows) };
}

describe("undoing a bulk import", () => {
  it("gives back what the import changed, keeps what was changed since, and deletes what it created", async () => {
    const { almonds, box, nuts, gifts, ordered, dropped, csv } = await editedExport();
    const almondsBefore = await stored(almonds.id);
    const boxBefore = await stored(box.id);
    const importId = await importCsv(csv);

    expect(await stored(almonds.id)).toMatchObject({ name: `${almonds.name} Fresh`, price: 2450 });
    expect(await stored(box.id)).toMatchObject({ offer: 15, categoryId: gifts.id });
    expect((await stored(box.id))!.stock.toString()).toBe("20");
    const orderedProduct = await db.product.findFirstOrThrow({ where: { name: ordered } });
    const droppedProduct = await db.product.findFirstOrThrow({ where: { name: dropped } });
    // Since the import: an order takes 3 boxes and one of the new products; the owner edits the
    // box's description, a column the file had but did not change for it.
    await db.product.update({ where: { id: box.id }, data: { stock: { decrement: 3 }, description: "Edited since" } });
    await createOrderRow(orderedProduct.id);
    const listed = await callRoute(recentImports, { headers: admin });
    expect(listed.json.imports).toContainEqual(
      expect.objectContaining({ id: importId, created: 2, updated: 2, by: "Undo Admin", undoneAt: null }),
    );

    const undone = await undoImport(importId);

    expect(undone.status).toBe(200);
    expect(undone.json).toEqual({ success: true, deleted: 1, disabled: 1, restored: 2 });
    expect(await stored(almonds.id)).toEqual(almondsBefore);
    // The stock moves back by the import's +8: the 3 ordered since still count.
    expect(await stored(box.id)).toEqual({
      ...boxBefore,
      stock: boxBefore!.stock.minus(3),
      description: "Edited since",
    });
    expect((await stored(box.id))!.categoryId).toBe(nuts.id);
    expect(await stored(droppedProduct.id)).toBeNull();
    // An order refers to it: it stays for the order, out of the shop.
    expect(await stored(orderedProduct.id)).toMatchObject({ status: "Disabled" });
    const record = await db.bulkImport.findUniqueOrThrow({ where: { id: importId } });
    expect(record.undoneById).toBe(adminId);
    expect(record.undoneAt).not.toBeNull();
  });

  it("restores only the file's columns: a price the admin changed since, outside the file, stays", async () => {
    const almonds = await createProduct({ name: unique("Undo Only Name"), price: 2000, stock: 10 });
    const importId = await importCsv(csvOf([{ id: almonds.id, name: `${almonds.name} New` }], ["id", "name"]));
    await db.product.update({ where: { id: almonds.id }, data: { price: 2999 } });

    expect((await undoImport(importId)).status).toBe(200);

    expect(await stored(almonds.id)).toMatchObject({ name: almonds.name, price: 2999 });
    expect((await stored(almonds.id))!.stock.toString()).toBe("10");
  });

  it("is refused a day after the import, changing nothing", async () => {
    const almonds = await createProduct({ name: unique("Undo Late"), price: 2000 });
    const importId = await importCsv(csvOf([{ id: almonds.id, price: "2100" }], ["id", "price"]));
    jest.spyOn(clock, "now").mockReturnValue(Date.now() + bulkUndoWindowMs + 60_000);

    expectRefusal(await undoImport(importId), 409, bulkUndoMessages.tooLate);

    expect((await stored(almonds.id))!.price).toBe(2100);
    expect((await db.bulkImport.findUniqueOrThrow({ where: { id: importId } })).undoneAt).toBeNull();
    // Nor is it listed any more.
    const listed = await callRoute(recentImports, { headers: admin });
    expect((listed.json.imports as { id: string }[]).map((entry) => entry.id)).not.toContain(importId);
  });

  it("runs once when two undos come together; the second is refused", async () => {
    const almonds = await createProduct({ name: unique("Undo Twice"), price: 2000, stock: 10 });
    const [row] = (await exportedRows(admin)).filter((entry) => entry.id === almonds.id);
    const importId = await importCsv(csvOf([{ ...row!, stock: "15" }]));
    expect((await stored(almonds.id))!.stock.toString()).toBe("15");

    const answers = await Promise.all([undoImport(importId), undoImport(importId)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json).toEqual({ error: bulkUndoMessages.undoneAlready });
    expect((await stored(almonds.id))!.stock.toString()).toBe("10");
    expectRefusal(await undoImport(importId), 409, bulkUndoMessages.undoneAlready);
    expect((await stored(almonds.id))!.stock.toString()).toBe("10");
  });

  it("never moves the stock below none when orders took what the import added", async () => {
    const almonds = await createProduct({ name: unique("Undo Sold"), price: 2000, stock: 2 });
    const [row] = (await exportedRows(admin)).filter((entry) => entry.id === almonds.id);
    const importId = await importCsv(csvOf([{ ...row!, stock: "6" }]));
    await db.product.update({ where: { id: almonds.id }, data: { stock: 1 } });

    expect((await undoImport(importId)).status).toBe(200);

    expect((await stored(almonds.id))!.stock.toString()).toBe("0");
  });

  it("is for admins only: 401 signed out, 403 for a customer, changing nothing; an unknown import is 404", async () => {
    const almonds = await createProduct({ name: unique("Undo Guarded"), price: 2000 });
    const importId = await importCsv(csvOf([{ id: almonds.id, price: "2200" }], ["id", "price"]));

    expectRefusal(await undoImport(importId, null), 401, "Please log in to continue.");
    expectRefusal(await undoImport(importId, await bearerFor((await createUser()).id)), 403, "Admins only.");
    expectRefusal(await callRoute(recentImports), 401, "Please log in to continue.");

    expect((await stored(almonds.id))!.price).toBe(2200);
    expect((await db.bulkImport.findUniqueOrThrow({ where: { id: importId } })).undoneAt).toBeNull();
    expectRefusal(await undoImport("nosuchimport"), 404, bulkUndoMessages.notFound);
  });
});
