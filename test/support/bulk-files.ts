// The catalogue's export read back as a spreadsheet would, and rows written back as a CSV file: what
// the re-import tests edit.
import Papa from "papaparse";
import { GET as exportProducts } from "@/app/api/bulk-products/export/route";
import { exportColumns } from "@/lib/domain/bulk";
import { toCsv } from "@/lib/domain/csv";
import { callRoute } from "./api";

/** The export, as rows of cells by column name. */
export async function exportedRows(headers: Record<string, string>): Promise<Record<string, string>[]> {
  const response = await callRoute(exportProducts, { headers });
  if (response.status !== 200) throw new Error(`The export answered ${response.status}`);
  return Papa.parse<Record<string, string>>(response.text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  }).data;
}

/** Rows as a CSV file of these columns (the export's by default). */
export const csvOf = (rows: Record<string, string>[], columns: readonly string[] = exportColumns) =>
  toCsv([[...columns], ...rows.map((row) => columns.map((column) => row[column] ?? ""))]);
