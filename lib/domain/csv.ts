// Spreadsheet files the admin downloads and uploads: one way to write a cell, and to read it back.

// A spreadsheet may start a field at a cell's start and, when it reads the file with another
// separator (';' in many locales) or honours quotes only at a field's start (Excel, Python's csv),
// after any character it may split on. A field starting with one of = + - @ (or a tab or carriage
// return before one) runs as a formula. Quotes before it do not help: such a reader drops them.
const formulaAhead = String.raw`(?="*[=+\-@\t\r])`;
const afterSeparator = new RegExp(String.raw`([,;\t\r\n])${formulaAhead}`, "g");
const atStart = new RegExp(`^${formulaAhead}`);
const apostropheAfterSeparator = new RegExp(String.raw`([,;\t\r\n])'${formulaAhead}`, "g");
const apostropheAtStart = new RegExp(`^'${formulaAhead}`);

/**
 * Text a spreadsheet would run as a formula gets an apostrophe wherever a field may start, so it
 * stays text. Text that has one there already is left as it is, so a cell read from an exported
 * file is written back unchanged.
 */
export function neutraliseCell(value: string): string {
  return value.replace(afterSeparator, "$1'").replace(atStart, "'");
}

/** The text a cell had before `neutraliseCell`, so an exported file imports as it was. */
export function restoreCell(value: string): string {
  return value.replace(apostropheAtStart, "").replace(apostropheAfterSeparator, "$1");
}

// Every cell is quoted: a reader with another separator then keeps a cell's ',' or ';' inside it.
const csvField = (value: string) => `"${neutraliseCell(value).replace(/"/g, '""')}"`;

export function toCsv(rows: (string | number)[][]): string {
  return `${rows.map((row) => row.map((cell) => csvField(String(cell))).join(",")).join("\r\n")}\r\n`;
}

// Every CSV the admin uploads (products, couriers' files) is read under the same limits and refusals.

/** Larger files are refused before they are read. 10 MB holds well over 10,000 products. */
export const maxCsvBytes = 10 * 1024 * 1024;
export const maxCsvRows = 20_000;

export const tooManyRows = (max: number) => `The CSV file has more than ${max.toLocaleString("en-US")} rows`;

export const csvMessages = {
  notCsv: "Please select a valid CSV file",
  tooLarge: `The CSV file is larger than ${maxCsvBytes / 1024 / 1024} MB`,
  empty: "The CSV file is empty",
  tooManyRows: tooManyRows(maxCsvRows),
  noFile: "Please select a CSV file first",
  /** `columns` as the import names them, already listed. */
  missingColumns: (columns: string) => `Missing column(s): ${columns}. Download the template to see every column.`,
} as const;

export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return (
    file.name.toLowerCase().endsWith(".csv") || file.type === "text/csv" || file.type === "application/vnd.ms-excel"
  );
}

/** An error about one cell, as every import lists them: the header is row 1. */
export function cellError(row: number, column: string, message: string): string {
  return `Row ${row}, column "${column}": ${message}`;
}

/**
 * A header as spreadsheets and portals vary it, reduced to what names the column: case, spaces and
 * punctuation dropped, "#" read as "no" ("Order #" is "Order No"), a byte-order mark ignored.
 */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/#/g, "no")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * Where each column is in a header row, its names tried in order of preference (a payment file with
 * both "COD Amount" and "Amount" gives the first when it comes first in the names), each at the
 * first cell that has it. Columns no cell names are left out.
 */
export function findColumns<C extends string>(
  header: readonly string[],
  names: Record<C, readonly string[]>,
): Partial<Record<C, number>> {
  const keys = header.map(headerKey);
  const found: Partial<Record<C, number>> = {};
  for (const column of Object.keys(names) as C[]) {
    for (const name of names[column]) {
      const position = keys.indexOf(headerKey(name));
      if (position >= 0) {
        found[column] = position;
        break;
      }
    }
  }
  return found;
}
