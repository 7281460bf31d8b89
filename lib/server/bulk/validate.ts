import "server-only";
import {
  bulkColumns,
  bulkMessages,
  exportColumns,
  imageSeparator,
  previewText,
  requiredBulkColumns,
  type BulkColumn,
  type BulkField,
  type BulkFieldChange,
  type BulkPreviewProduct,
} from "@/lib/domain/bulk";
import { cellError, findColumns, headerKey } from "@/lib/domain/csv";
import { bulkPreviewLimits } from "@/lib/domain/limits";
import { imageUrlSchema } from "@/lib/domain/validation/fields";
import { missingProductImage, productFieldsSchema, type ProductFields } from "@/lib/domain/validation/product";
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
  /** The fields the import writes: every one for a new product, the file's columns for an update. */
  columns: readonly BulkField[];
}

export interface BulkValidation {
  rows: BulkRow[];
  /** Valid rows (as numbered) that name a product and would change nothing in it. */
  unchanged: number[];
  errors: string[];
  /** Product rows read, valid or not (blank lines skipped); none when the file is refused as a whole. */
  rowsRead: number;
  /** The first products the file creates or changes, worked out from the database (bulkPreviewLimits). */
  preview: BulkPreviewProduct[];
}

const fieldColumns: Record<string, BulkColumn> = {
  name: "name",
  nameUr: "nameUr",
  description: "description",
  descriptionUr: "descriptionUr",
  price: "price",
  stock: "stock",
  stockAtExport: "stockAtExport",
  offer: "offer",
  categoryId: "category",
  status: "status",
  featuredOrder: "featuredOrder",
  hasWeightSelection: "hasWeightSelection",
};

/** The product form's field each column fills (the import's undo record reads the same). */
export const schemaKeys: Record<BulkField, keyof ProductFields | null> = {
  name: "name",
  nameUr: "nameUr",
  description: "description",
  descriptionUr: "descriptionUr",
  price: "price",
  stock: "stock",
  offer: "offer",
  category: "categoryId",
  status: "status",
  featuredOrder: "featuredOrder",
  hasWeightSelection: "hasWeightSelection",
  images: null,
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

const knownColumns = new Set(exportColumns.map(headerKey));

/**
 * A column the import does not know is refused rather than ignored: a misspelt "prce" would
 * otherwise change nothing without a word. A file without ids creates products, so it needs their columns.
 */
function headerError(header: string[]): string | null {
  const unknown = header.map((cell) => cell.trim()).filter((cell) => cell && !knownColumns.has(headerKey(cell)));
  if (unknown.length)
    return bulkMessages.unknownColumns(
      unknown
        .slice(0, 5)
        .map((cell) => cell.slice(0, 40))
        .join(", "),
    );
  const positions = findColumns(header, columnNames);
  if (positions.id !== undefined) return null;
  const missing = requiredBulkColumns.filter((column) => positions[column] === undefined);
  return missing.length ? bulkMessages.missingColumns(missing.join(", ")) : null;
}

const wholeFileError = (error: string): BulkValidation => ({
  rows: [],
  unchanged: [],
  errors: [error],
  rowsRead: 0,
  preview: [],
});

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

/** A product's fields as the form holds them: what a column the file leaves out keeps. */
function currentFields(product: ExportedProduct): ProductFields {
  return {
    name: product.name,
    description: product.description,
    nameUr: product.nameUr,
    descriptionUr: product.descriptionUr,
    price: product.price,
    stock: Number(product.stock),
    offer: product.offer,
    featuredOrder: product.featuredOrder ?? undefined,
    status: product.status,
    categoryId: product.categoryId ?? undefined,
    hasWeightSelection: product.hasWeightSelection,
  };
}

/** A row's values as the export would write them once imported. */
function rowCells(fields: ProductFields, images: string[], categoryName: string): Record<BulkField, string> {
  return {
    name: fields.name,
    nameUr: fields.nameUr,
    description: fields.description,
    descriptionUr: fields.descriptionUr,
    price: String(fields.price),
    stock: String(fields.stock),
    offer: String(fields.offer),
    category: categoryName,
    status: fields.status,
    featuredOrder: fields.featuredOrder === undefined ? "" : String(fields.featuredOrder),
    hasWeightSelection: String(fields.hasWeightSelection),
    images: images.join(imageSeparator),
  };
}

/** What importing the row changes in its product, among the file's columns, old → new. */
function changesOf(
  product: ExportedProduct,
  columns: readonly BulkField[],
  after: Record<BulkField, string>,
  categoryId: string | undefined,
): BulkFieldChange[] {
  const before = productCells(product);
  return columns
    .filter((column) =>
      column === "category" ? (product.categoryId ?? undefined) !== categoryId : before[column] !== after[column],
    )
    .map((column) => ({ column, before: previewText(before[column]), after: previewText(after[column]) }));
}

/**
 * Checks every row with the single product form's schema; category and image names match
 * case-insensitively (./images.ts). A row with an id updates its product's fields the file has
 * columns for and keeps the rest; a row without one creates a product and needs a new product's
 * columns. With the export's stockAtExport, the stock moves by what the file changed (orders
 * placed since the export still count); without it, it is set as given. A new or renamed product's
 * name must be free in the file and the catalogue, so importing the same file twice creates
 * nothing twice. The preview says, from the database, what each row will change.
 */
export async function validateBulkCsv(text: string): Promise<BulkValidation> {
  const table = readCsvTable(text, { checkHeader: headerError, noRows: bulkMessages.noRows });
  if ("error" in table) return wholeFileError(table.error);

  const positions = findColumns(table.header, columnNames);
  const { rows: records } = table;
  const errors = [...table.errors];
  const inFile = (column: BulkColumn) => positions[column] !== undefined;
  const given = (record: string[], column: BulkColumn) => cellAt(record, positions[column]);
  const fileColumns = bulkColumns.filter(inFile);
  const lacksForNew = requiredBulkColumns.filter((column) => !inFile(column));
  // An update reads only the file's columns, so a value the file leaves out is never checked or written.
  const updateMask: Partial<Record<keyof ProductFields, true>> = {};
  for (const column of fileColumns) if (schemaKeys[column]) updateMask[schemaKeys[column]] = true;
  const updateSchema = productFieldsSchema.pick(updateMask);
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
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const productsById = new Map(named.map((product) => [product.id, product]));
  const firstRowOfId = new Map<string, number>();
  /** Names of new and renamed products, with the first row giving each. */
  const firstRowOfName = new Map<string, number>();
  /** Products this file renames: their current names are free for another row. */
  const renamed = new Set<string>();
  const rows: BulkRow[] = [];
  const unchanged: number[] = [];
  const preview: BulkPreviewProduct[] = [];

  for (const { row, cells: record } of records) {
    const rowErrors: string[] = [];

    const id = given(record, "id");
    if (!id && lacksForNew.length) {
      errors.push(bulkMessages.newRowNeeds(row, lacksForNew));
      continue;
    }
    const product = productsById.get(id);
    if (id && !product) rowErrors.push(cellError(row, "id", `No product has the id "${id}"`));
    const firstOfId = firstRowOfId.get(id);
    if (id && firstOfId) rowErrors.push(cellError(row, "id", `"${id}" appears again (first on row ${firstOfId})`));
    else if (id) firstRowOfId.set(id, row);

    const categoryName = given(record, "category");
    const categoryId = categoryName ? categoryIds.get(categoryName.toLowerCase()) : undefined;
    if (categoryName && !categoryId)
      rowErrors.push(cellError(row, "category", `Category "${categoryName}" does not exist`));

    const images: string[] = [];
    if (!id || inFile("images")) {
      const named = splitImages(given(record, "images"));
      if (named.length === 0) rowErrors.push(cellError(row, "images", missingProductImage));
      const ownImages = new Set(product?.images.map((image) => image.fullImage));
      for (const image of named) {
        const stored = ownImages.has(image) ? image : storedImages.get(image);
        if (isUrl(image)) {
          if (imageUrlSchema.safeParse(image).success) images.push(image);
          else
            rowErrors.push(
              cellError(row, "images", `"${image}" is not a valid image URL (it must start with https://)`),
            );
        } else if (stored) {
          images.push(stored);
        } else {
          rowErrors.push(
            cellError(row, "images", `Image "${image}" was not uploaded (upload it in step 1, or give its URL)`),
          );
        }
      }
    } else if (product) images.push(...product.images.map((image) => image.fullImage));

    const input = {
      name: given(record, "name"),
      description: given(record, "description"),
      nameUr: given(record, "nameUr"),
      descriptionUr: given(record, "descriptionUr"),
      price: given(record, "price"),
      stock: given(record, "stock"),
      offer: given(record, "offer"),
      featuredOrder: given(record, "featuredOrder"),
      status: given(record, "status") || undefined,
      categoryId,
      hasWeightSelection: given(record, "hasWeightSelection") || undefined,
    };
    const result = id ? updateSchema.safeParse(input) : productFieldsSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues)
        rowErrors.push(cellError(row, fieldColumns[String(issue.path[0])] ?? String(issue.path[0]), issue.message));
    }

    const name = (inFile("name") ? input.name : (product?.name ?? "")).toLowerCase();
    if (product && name !== product.name.toLowerCase()) renamed.add(product.id);
    if (name && (!product || renamed.has(product.id))) {
      const first = firstRowOfName.get(name);
      if (first) rowErrors.push(cellError(row, "name", `"${input.name}" appears again (first on row ${first})`));
      else firstRowOfName.set(name, row);
    }

    // Without the stock column the stock is not the file's to change, whatever stockAtExport says.
    const atExport = product && inFile("stock") ? given(record, "stockAtExport") : "";
    const exported = atExport ? productFieldsSchema.shape.stock.safeParse(atExport) : undefined;
    if (exported && !exported.success)
      rowErrors.push(cellError(row, "stockAtExport", exported.error.issues[0]!.message));

    const stockChange =
      result.success && exported?.success && result.data.stock !== undefined
        ? new Prisma.Decimal(result.data.stock).minus(exported.data)
        : undefined;
    const moved =
      product && stockChange
        ? { stock: product.stock, change: stockChange, after: stockAfterChange(product.stock, stockChange) }
        : undefined;
    const movedError = moved && movedStockError(row, moved);
    if (movedError) rowErrors.push(movedError);

    if (rowErrors.length || !result.success) {
      errors.push(...rowErrors);
      continue;
    }
    const fields: ProductFields = {
      ...(product ? currentFields(product) : undefined),
      ...(result.data as Partial<ProductFields>),
      ...(moved ? { stock: moved.after.toNumber() } : undefined),
    } as ProductFields;
    const after = rowCells(fields, images, categoryNames.get(fields.categoryId ?? "") ?? "");
    const changes = product
      ? changesOf(product, fileColumns, after, fields.categoryId)
      : (["price", "stock"] as const).map((column) => ({ column, before: "", after: after[column] }));
    if (changes.length === 0) {
      unchanged.push(row);
      continue;
    }
    rows.push({
      row,
      ...(product ? { id: product.id, stockChange } : undefined),
      fields,
      images,
      columns: product ? fileColumns : bulkColumns,
    });
    if (preview.length < bulkPreviewLimits.products)
      preview.push({
        row,
        id: product?.id ?? null,
        name: product?.name ?? fields.name,
        byWeight: fields.hasWeightSelection,
        changes,
      });
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
  return {
    rows: rows.filter((entry) => !clashing.has(entry.row)),
    unchanged,
    errors,
    rowsRead: records.length,
    preview: preview.filter((entry) => !clashing.has(entry.row)),
  };
}
