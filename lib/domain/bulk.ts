// The bulk product CSV: its columns, template and rules, shared by the wizard and the server.
import { csvMessages, toCsv } from "./csv";
import { bulkPreviewLimits } from "./limits";
import { formatRupees } from "./money";
import { formatAmount } from "./reports";

// The Urdu columns come last, after those of the template before them: a file written in that
// order (or by a script counting cells) still reads the same.
export const bulkColumns = [
  "name",
  "description",
  "price",
  "stock",
  "offer",
  "category",
  "status",
  "featuredOrder",
  "hasWeightSelection",
  "images",
  "nameUr",
  "descriptionUr",
] as const;
/**
 * The export's columns: the template's; first, the id that makes a row update that product; last,
 * the stock when the file was made, so that importing it back moves the stock by what the owner
 * changed in the file, never undoing what orders took meanwhile.
 */
export const exportColumns = ["id", ...bulkColumns, "stockAtExport"] as const;
export type BulkColumn = (typeof exportColumns)[number];
/** The columns a new product (a row without an id) needs; a file with an id column may leave any out. */
export const requiredBulkColumns: BulkColumn[] = ["name", "price", "stock"];
/** A product's field as a column names it: what an import can change. */
export type BulkField = (typeof bulkColumns)[number];
/** The columns in Urdu, optional (the shop shows the English text where one is empty). */
export const urduBulkFields: readonly BulkField[] = ["nameUr", "descriptionUr"];

export const imageSeparator = "|";

export const bulkMessages = {
  ...csvMessages,
  noRows: "The CSV file has no product rows",
  noImages: "Please select at least one image",
  missingColumns: (columns: string) =>
    `${csvMessages.missingColumns(columns)} A file with an id column, as Export CSV makes, may leave out any column.`,
  unknownColumns: (columns: string) => `Unknown column(s): ${columns}. The columns are: ${exportColumns.join(", ")}.`,
  newRowNeeds: (row: number, columns: string[]) =>
    `Row ${row}: A row without an id creates a new product, which needs the ${columns.join(", ")} column${columns.length === 1 ? "" : "s"}; this file does not have ${columns.length === 1 ? "it" : "them"}`,
} as const;

/** One field an import changes: its value now and after, as the CSV writes it ("" for none, or for a new product). */
export interface BulkFieldChange {
  column: BulkField;
  before: string;
  after: string;
}

/**
 * A product as step 3 of the import shows it before anything is written: the one a row updates (by
 * its name now) with the fields that change, or a new one (id null) with its price and stock.
 */
export interface BulkPreviewProduct {
  row: number;
  id: string | null;
  name: string;
  /** Its stock is in kg (else pieces), as it will be sold. */
  byWeight: boolean;
  changes: BulkFieldChange[];
}

/** A text value cut to the preview's length. */
export function previewText(value: string): string {
  const max = bulkPreviewLimits.textChars;
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

export const bulkFieldLabels: Record<BulkField, string> = {
  name: "Name",
  nameUr: "Name in Urdu",
  description: "Description",
  descriptionUr: "Description in Urdu",
  price: "Price",
  stock: "Stock",
  offer: "Offer",
  category: "Category",
  status: "Status",
  featuredOrder: "Featured order",
  hasWeightSelection: "Sold by",
  images: "Images",
};

/** A value of the preview as the admin reads it: 'Rs. 2,450', '12 pcs', '15%', 'No category'. */
export function previewValue(column: BulkField, value: string, byWeight: boolean): string {
  switch (column) {
    case "price":
      return formatRupees(Number(value));
    case "stock":
      return formatAmount(Number(value), byWeight);
    case "offer":
      return `${value}%`;
    case "category":
      return value || "No category";
    case "featuredOrder":
      return value || "Not featured";
    case "hasWeightSelection":
      return value === "true" ? "weight (kg)" : "the piece";
    case "images":
      return value.split(imageSeparator).join(", ");
    default:
      return value || "(empty)";
  }
}

/** The downloadable template: the header and two example rows covering every column (the Urdu ones may stay empty). */
export function bulkTemplate(): string {
  return toCsv([
    [...bulkColumns],
    [
      "Roasted Almonds",
      "Crunchy California almonds, lightly roasted.",
      "2800",
      "25",
      "10",
      "Dry Fruits",
      "Active",
      "1",
      "true",
      "almonds.jpg|https://example.com/almonds-2.jpg",
      "بھنے ہوئے بادام",
      "کیلیفورنیا کے خستہ بادام، ہلکے بھنے ہوئے۔",
    ],
    [
      "Dry Fruit Gift Box",
      "A box of mixed dry fruits, sold per piece.",
      "6500",
      "12",
      "0",
      "Gift Boxes",
      "Disabled",
      "",
      "false",
      "https://example.com/gift-box.jpg",
      "",
      "",
    ],
  ]);
}

/** How long after a bulk import the admin can still undo it. */
export const bulkUndoWindowMs = 24 * 60 * 60 * 1000;

export const bulkUndoMessages = {
  tooLate: "This import can no longer be undone (more than a day ago).",
  undoneAlready: "This import was undone already.",
  notFound: "Import not found.",
} as const;

/** An import of the last day as the bulk upload page lists it. */
export interface BulkImportSummary {
  id: string;
  createdAt: string;
  created: number;
  updated: number;
  /** The admin's name, or null when the account is gone. */
  by: string | null;
  undoneAt: string | null;
}
