// Spreadsheet files the admin downloads and uploads: one way to write a cell, and to read it back.

/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it stays text. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The text a cell had before `neutraliseCell`, so an exported file imports as it was. */
export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function csvField(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: comma-separated, quoted where needed, CRLF line ends. */
export function toCsv(rows: (string | number)[][]): string {
  return `${rows.map((row) => row.map((cell) => csvField(String(cell))).join(",")).join("\r\n")}\r\n`;
}
