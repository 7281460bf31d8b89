// The bulk product CSV: its columns, template and rules, shared by the wizard and the server.
import { toCsv } from "./csv";

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
] as const;
/**
 * The export's columns: the template's; first, the id that makes a row update that product; last,
 * the stock when the file was made, so that importing it back moves the stock by what the owner
 * changed in the file, never undoing what orders took meanwhile.
 */
export const exportColumns = ["id", ...bulkColumns, "stockAtExport"] as const;
export type BulkColumn = (typeof exportColumns)[number];
export const requiredBulkColumns: BulkColumn[] = ["name", "price", "stock"];

/** Larger files are refused before they are read. 10 MB holds well over 10,000 products. */
export const maxCsvBytes = 10 * 1024 * 1024;
export const maxCsvRows = 20_000;
export const imageSeparator = "|";

export const bulkMessages = {
  notCsv: "Please select a valid CSV file",
  tooLarge: `The CSV file is larger than ${maxCsvBytes / 1024 / 1024} MB`,
  empty: "The CSV file is empty",
  noRows: "The CSV file has no product rows",
  tooManyRows: `The CSV file has more than ${maxCsvRows.toLocaleString("en-US")} rows`,
  noFile: "Please select a CSV file first",
  noImages: "Please select at least one image",
} as const;

export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return (
    file.name.toLowerCase().endsWith(".csv") || file.type === "text/csv" || file.type === "application/vnd.ms-excel"
  );
}

/** The downloadable template: the header and two example rows covering every column. */
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
    ],
  ]);
}
