// The bulk product CSV: its columns, template and rules, shared by the wizard and the server.
import { csvMessages, toCsv } from "./csv";

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

export const imageSeparator = "|";

export const bulkMessages = {
  ...csvMessages,
  noRows: "The CSV file has no product rows",
  noImages: "Please select at least one image",
} as const;

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
