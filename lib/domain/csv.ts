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
