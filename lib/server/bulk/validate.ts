import "server-only";
import Papa from "papaparse";
import {
  bulkColumns,
  bulkMessages,
  imageSeparator,
  maxCsvRows,
  requiredBulkColumns,
  type BulkColumn,
} from "@/lib/domain/bulk";
import { imageUrlSchema } from "@/lib/domain/validation/fields";
import { missingProductImage, productFieldsSchema, type ProductFields } from "@/lib/domain/validation/product";
import { db } from "../db";
import { resolveImageNames } from "./images";

export interface BulkRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  fields: ProductFields;
  images: string[];
}

export interface BulkValidation {
  rows: BulkRow[];
  errors: string[];
  /** Product rows read, valid or not (blank lines skipped); none when the file is refused as a whole. */
  rowsRead: number;
}

const fieldColumns: Record<string, BulkColumn> = {
  name: "name",
  description: "description",
  price: "price",
  stock: "stock",
  offer: "offer",
  categoryId: "category",
  status: "status",
  featuredOrder: "featuredOrder",
  hasWeightSelection: "hasWeightSelection",
};

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
const columnByHeader = new Map(bulkColumns.map((column) => [normalise(column), column]));

const isUrl = (image: string) => /^https?:\/\//i.test(image);

/** The image names of a CSV cell. */
const splitImages = (cell: string) =>
  cell
    .split(imageSeparator)
    .map((image) => image.trim())
    .filter(Boolean);

/** A file refused as a whole: none of its rows is read. */
const wholeFileError = (error: string): BulkValidation => ({ rows: [], errors: [error], rowsRead: 0 });

function cellError(row: number, column: string, message: string): string {
  return `Row ${row}, column "${column}": ${message}`;
}

/**
 * Reads a bulk product CSV (UTF-8 with or without BOM, comma or semicolon, quoted fields with commas
 * and newlines) and checks every row with the single product form's schema, resolving category
 * names (case-insensitively) and image names (a stored file, or a file by the name it was uploaded
 * with, case-insensitively; see ./images.ts). Names repeated in the file or already in the
 * catalogue are errors, so importing the same file twice creates nothing twice.
 */
export async function validateBulkCsv(text: string): Promise<BulkValidation> {
  const content = text.replace(/^\uFEFF/, "");
  if (!content.trim()) return wholeFileError(bulkMessages.empty);

  const parsed = Papa.parse<string[]>(content, { header: false, skipEmptyLines: false, delimitersToGuess: [",", ";"] });
  const records = parsed.data;
  while (records.length > 1 && records[records.length - 1]!.every((cell) => !cell?.trim())) records.pop();
  const header = (records[0] ?? []).map((cell) => columnByHeader.get(normalise(cell ?? "")));
  const missing = requiredBulkColumns.filter((column) => !header.includes(column));
  if (missing.length)
    return wholeFileError(`Missing column(s): ${missing.join(", ")}. Download the template to see every column.`);
  if (records.length < 2) return wholeFileError(bulkMessages.noRows);
  if (records.length - 1 > maxCsvRows) return wholeFileError(bulkMessages.tooManyRows);

  const errors: string[] = parsed.errors
    .filter((error) => error.code === "MissingQuotes")
    .map((error) => `Row ${(error.row ?? 0) + 1}: ${error.message}`);
  const imagesColumn = header.indexOf("images");
  const imageNames = records
    .slice(1)
    .flatMap((record) => splitImages(record[imagesColumn] ?? ""))
    .filter((image) => !isUrl(image));
  const [categories, storedImages] = await Promise.all([
    db.category.findMany({ select: { id: true, name: true } }),
    resolveImageNames(imageNames),
  ]);
  const categoryIds = new Map(categories.map((category) => [category.name.trim().toLowerCase(), category.id]));
  const firstRowOfName = new Map<string, number>();
  const rows: BulkRow[] = [];
  let rowsRead = 0;

  records.slice(1).forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => !cell?.trim())) return;
    rowsRead += 1;
    const cell = (column: BulkColumn) => {
      const position = header.indexOf(column);
      return position < 0 ? "" : (record[position] ?? "").trim();
    };
    const rowErrors: string[] = [];

    const categoryName = cell("category");
    const categoryId = categoryName ? categoryIds.get(categoryName.toLowerCase()) : undefined;
    if (categoryName && !categoryId)
      rowErrors.push(cellError(row, "category", `Category "${categoryName}" does not exist`));

    const named = splitImages(cell("images"));
    if (named.length === 0) rowErrors.push(cellError(row, "images", missingProductImage));
    const images: string[] = [];
    for (const image of named) {
      const stored = storedImages.get(image);
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
    if (name) {
      const first = firstRowOfName.get(name);
      if (first) rowErrors.push(cellError(row, "name", `"${cell("name")}" appears again (first on row ${first})`));
      else firstRowOfName.set(name, row);
    }

    if (rowErrors.length) errors.push(...rowErrors);
    else if (result.success) rows.push({ row, fields: result.data, images });
  });

  const existing = await db.product.findMany({
    where: { name: { in: [...firstRowOfName.keys()], mode: "insensitive" } },
    select: { name: true },
  });
  for (const product of existing) {
    const row = firstRowOfName.get(product.name.toLowerCase());
    if (row) errors.push(cellError(row, "name", `A product named "${product.name}" already exists`));
  }
  errors.sort((a, b) => Number(/^Row (\d+)/.exec(a)?.[1] ?? 0) - Number(/^Row (\d+)/.exec(b)?.[1] ?? 0));
  const clashing = new Set(existing.map((product) => product.name.toLowerCase()));
  return { rows: rows.filter((entry) => !clashing.has(entry.fields.name.toLowerCase())), errors, rowsRead };
}
