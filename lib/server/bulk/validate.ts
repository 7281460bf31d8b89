import "server-only";
import { bulkMessages, exportColumns, imageSeparator, requiredBulkColumns, type BulkColumn } from "@/lib/domain/bulk";
import { cellError, findColumns } from "@/lib/domain/csv";
import { imageUrlSchema } from "@/lib/domain/validation/fields";
import { missingProductImage, productFieldsSchema, type ProductFields } from "@/lib/domain/validation/product";
import { productData } from "../catalog/admin-products";
import { stockAfterChange } from "../catalog/stock";
import { cellAt, readCsvTable } from "../csv-table";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { exportedProductSelect, productCells, type ExportedProduct } from "./export";
import { resolveImageNames } from "./images";

export interface BulkRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The product the row updates; a row without an id creates a product. */
  id?: string;
  fields: ProductFields;
  /** An exported row's edit to the stock, applied as a change so orders placed since still count. */
  stockChange?: Prisma.Decimal;
  images: string[];
}

export interface BulkValidation {
  rows: BulkRow[];
  /** Valid rows (as numbered) that name a product and would change nothing in it. */
  unchanged: number[];
  errors: string[];
  /** Product rows read, valid or not (blank lines skipped); none when the file is refused as a whole. */
  rowsRead: number;
}

const fieldColumns: Record<string, BulkColumn> = {
  name: "name",
  description: "description",
  price: "price",
  stock: "stock",
  stockAtExport: "stockAtExport",
  offer: "offer",
  categoryId: "category",
  status: "status",
  featuredOrder: "featuredOrder",
  hasWeightSelection: "hasWeightSelection",
};

const columnNames = Object.fromEntries(exportColumns.map((column) => [column, [column]])) as Record<
  BulkColumn,
  string[]
>;

const isUrl = (image: string) => /^https?:\/\//i.test(image);

const splitImages = (cell: string) =>
  cell
    .split(imageSeparator)
    .map((image) => image.trim())
    .filter(Boolean);

function missingColumns(header: string[]): string | null {
  const positions = findColumns(header, columnNames);
  const missing = requiredBulkColumns.filter((column) => positions[column] === undefined);
  return missing.length ? bulkMessages.missingColumns(missing.join(", ")) : null;
}

const wholeFileError = (error: string): BulkValidation => ({ rows: [], unchanged: [], errors: [error], rowsRead: 0 });

/** Checked here and again when the rows are written (orders may move the stock in between). */
export function movedStockError(
  row: number,
  { stock, change, after }: { stock: Prisma.Decimal; change: Prisma.Decimal; after: Prisma.Decimal },
): string | null {
  const checked = productFieldsSchema.shape.stock.safeParse(after.toNumber());
  if (checked.success) return null;
  const why = `the file adds ${change.toString()} to the ${stock.toString()} in stock now, which makes ${after.toString()}`;
  return cellError(row, "stock", `${checked.error.issues[0]!.message}: ${why}`);
}

function changesNothing(product: ExportedProduct, fields: ProductFields, images: string[]): boolean {
  const sameFields = Object.entries(productData(fields)).every(([key, value]) =>
    key === "stock" ? Number(product.stock) === value : product[key as keyof ExportedProduct] === value,
  );
  return sameFields && product.images.map((image) => image.fullImage).join("\n") === images.join("\n");
}

/**
 * Checks every row with the single product form's schema; category and image names match
 * case-insensitively (./images.ts). With the export's stockAtExport, the stock moves by what the
 * file changed (orders placed since the export still count); without it, it is set as given. A new
 * or renamed product's name must be free in the file and the catalogue, so importing the same file
 * twice creates nothing twice.
 */
export async function validateBulkCsv(text: string): Promise<BulkValidation> {
  const table = readCsvTable(text, { checkHeader: missingColumns, noRows: bulkMessages.noRows });
  if ("error" in table) return wholeFileError(table.error);

  const positions = findColumns(table.header, columnNames);
  const { rows: records } = table;
  const errors = [...table.errors];
  const inFile = (column: BulkColumn) => positions[column] !== undefined;
  const given = (record: string[], column: BulkColumn) => cellAt(record, positions[column]);
  const imageNames = records
    .flatMap(({ cells }) => splitImages(given(cells, "images")))
    .filter((image) => !isUrl(image));
  const ids = [...new Set(records.map(({ cells }) => given(cells, "id")))].filter(Boolean);
  const [categories, storedImages, named] = await Promise.all([
    db.category.findMany({ select: { id: true, name: true } }),
    resolveImageNames(imageNames),
    ids.length ? db.product.findMany({ where: { id: { in: ids } }, select: exportedProductSelect }) : [],
  ]);
  const categoryIds = new Map(categories.map((category) => [category.name.trim().toLowerCase(), category.id]));
  const productsById = new Map(named.map((product) => [product.id, product]));
  const firstRowOfId = new Map<string, number>();
  /** Names of new and renamed products, with the first row giving each. */
  const firstRowOfName = new Map<string, number>();
  /** Products this file renames: their current names are free for another row. */
  const renamed = new Set<string>();
  const rows: BulkRow[] = [];
  const unchanged: number[] = [];

  for (const { row, cells: record } of records) {
    const rowErrors: string[] = [];

    const id = given(record, "id");
    const product = productsById.get(id);
    if (id && !product) rowErrors.push(cellError(row, "id", `No product has the id "${id}"`));
    const firstOfId = firstRowOfId.get(id);
    if (id && firstOfId) rowErrors.push(cellError(row, "id", `"${id}" appears again (first on row ${firstOfId})`));
    else if (id) firstRowOfId.set(id, row);
    // A column the file leaves out keeps the product's value.
    const current = product ? productCells(product) : undefined;
    const cell = (column: BulkColumn) => (inFile(column) ? given(record, column) : (current?.[column] ?? ""));

    const categoryName = cell("category");
    const categoryId = categoryName ? categoryIds.get(categoryName.toLowerCase()) : undefined;
    if (categoryName && !categoryId)
      rowErrors.push(cellError(row, "category", `Category "${categoryName}" does not exist`));

    const named = splitImages(cell("images"));
    if (named.length === 0) rowErrors.push(cellError(row, "images", missingProductImage));
    const ownImages = new Set(product?.images.map((image) => image.fullImage));
    const images: string[] = [];
    for (const image of named) {
      const stored = ownImages.has(image) ? image : storedImages.get(image);
      if (isUrl(image)) {
        if (imageUrlSchema.safeParse(image).success) images.push(image);
        else
          rowErrors.push(cellError(row, "images", `"${image}" is not a valid image URL (it must start with https://)`));
      } else if (stored) {
        images.push(stored);
      } else {
        rowErrors.push(
          cellError(row, "images", `Image "${image}" was not uploaded (upload it in step 1, or give its URL)`),
        );
      }
    }

    const result = productFieldsSchema.safeParse({
      name: cell("name"),
      description: cell("description"),
      price: cell("price"),
      stock: cell("stock"),
      offer: cell("offer"),
      featuredOrder: cell("featuredOrder"),
      status: cell("status") || undefined,
      categoryId,
      hasWeightSelection: cell("hasWeightSelection") || undefined,
    });
    if (!result.success) {
      for (const issue of result.error.issues)
        rowErrors.push(cellError(row, fieldColumns[String(issue.path[0])] ?? String(issue.path[0]), issue.message));
    }

    const name = cell("name").toLowerCase();
    if (product && name !== product.name.toLowerCase()) renamed.add(product.id);
    if (name && (!product || renamed.has(product.id))) {
      const first = firstRowOfName.get(name);
      if (first) rowErrors.push(cellError(row, "name", `"${cell("name")}" appears again (first on row ${first})`));
      else firstRowOfName.set(name, row);
    }

    const atExport = product ? given(record, "stockAtExport") : "";
    const exported = atExport ? productFieldsSchema.shape.stock.safeParse(atExport) : undefined;
    if (exported && !exported.success)
      rowErrors.push(cellError(row, "stockAtExport", exported.error.issues[0]!.message));

    const stockChange =
      result.success && exported?.success ? new Prisma.Decimal(result.data.stock).minus(exported.data) : undefined;
    const moved =
      product && stockChange
        ? { stock: product.stock, change: stockChange, after: stockAfterChange(product.stock, stockChange) }
        : undefined;
    const movedError = moved && movedStockError(row, moved);
    if (movedError) rowErrors.push(movedError);

    if (rowErrors.length || !result.success) errors.push(...rowErrors);
    else {
      const fields = moved ? { ...result.data, stock: moved.after.toNumber() } : result.data;
      if (product && changesNothing(product, fields, images)) unchanged.push(row);
      else rows.push({ row, ...(product ? { id: product.id, stockChange } : {}), fields, images });
    }
  }

  const taken = await db.product.findMany({
    where: { name: { in: [...firstRowOfName.keys()], mode: "insensitive" }, id: { notIn: [...renamed] } },
    select: { name: true },
  });
  const clashing = new Set<number>();
  for (const product of taken) {
    const row = firstRowOfName.get(product.name.toLowerCase());
    if (!row || clashing.has(row)) continue;
    clashing.add(row);
    errors.push(cellError(row, "name", `A product named "${product.name}" already exists`));
  }
  errors.sort((a, b) => Number(/^Row (\d+)/.exec(a)?.[1] ?? 0) - Number(/^Row (\d+)/.exec(b)?.[1] ?? 0));
  return { rows: rows.filter((entry) => !clashing.has(entry.row)), unchanged, errors, rowsRead: records.length };
}
