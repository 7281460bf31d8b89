import "server-only";
import Papa from "papaparse";
import { csvMessages, maxCsvRows, restoreCell, tooManyRows } from "@/lib/domain/csv";

// An uploaded CSV as every import reads it (products, couriers' files): UTF-8 with or without a
// byte-order mark, ',' or ';' separated, blank lines skipped, rows numbered as a spreadsheet shows them.

export interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  /** The rows with something in them. */
  rows: CsvRow[];
  /** Rows the parser could not read whole (an unclosed quote), as the import lists errors. */
  errors: string[];
}

export interface CsvTableRules {
  /** Why the header will not do (a column is missing), or null. */
  checkHeader: (header: string[]) => string | null;
  /** Said when the header is all there is. */
  noRows: string;
  /** Rows below the header, blank ones too; every import's limit unless one takes fewer. */
  maxRows?: number;
}

/** The table, or the one reason the whole file is refused (empty, wrong header, no rows, too many). */
export function readCsvTable(text: string, rules: CsvTableRules): CsvTable | { error: string } {
  const content = text.replace(/^\uFEFF/, "");
  if (!content.trim()) return { error: csvMessages.empty };

  const parsed = Papa.parse<string[]>(content, { header: false, skipEmptyLines: false, delimitersToGuess: [",", ";"] });
  const records = parsed.data;
  const blank = (record: string[]) => record.every((cell) => !cell?.trim());
  while (records.length > 1 && blank(records[records.length - 1]!)) records.pop();
  const header = (records[0] ?? []).map((cell) => cell ?? "");
  const wrongHeader = rules.checkHeader(header);
  if (wrongHeader) return { error: wrongHeader };
  if (records.length < 2) return { error: rules.noRows };
  const maxRows = rules.maxRows ?? maxCsvRows;
  if (records.length - 1 > maxRows) return { error: tooManyRows(maxRows) };

  const rows: CsvRow[] = [];
  records.slice(1).forEach((cells, index) => {
    if (!blank(cells)) rows.push({ row: index + 2, cells });
  });
  const errors = parsed.errors
    .filter((error) => error.code === "MissingQuotes")
    .map((error) => `Row ${(error.row ?? 0) + 1}: ${error.message}`);
  return { header, rows, errors };
}

/**
 * A cell's text, trimmed, without the apostrophe our own files put before text a spreadsheet would
 * run as a formula (lib/domain/csv.ts); "" for a column the file does not have.
 */
export function cellAt(cells: string[], position: number | undefined): string {
  return position === undefined ? "" : restoreCell((cells[position] ?? "").trim());
}

/** A column's header as the file writes it, to name the column in an error; `fallback` when it has none. */
export function headerName(table: CsvTable, position: number | undefined, fallback: string): string {
  return (position === undefined ? "" : table.header[position]?.trim()) || fallback;
}
