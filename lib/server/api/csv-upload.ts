import "server-only";
import { csvMessages, looksLikeCsv, maxCsvBytes } from "@/lib/domain/csv";
import { refused } from "@/lib/domain/errors";
import { badRequest } from "./errors";
import { readFields } from "./multipart";

export interface CsvUpload {
  text: string;
  /** The file's name on the admin's computer. */
  fileName: string;
  /** The form's other fields. */
  fields: Record<string, unknown>;
}

/**
 * A form with one CSV file in `field`: refused unless it is a CSV (by name or type, and text),
 * within the size limit every CSV import shares.
 */
export async function readCsvUpload(request: Request, field: string): Promise<CsvUpload> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxCsvBytes + 64 * 1024) throw refused(csvMessages.tooLarge);
  const { files, fields } = await readFields(request, { files: 1, fileBytes: maxCsvBytes });
  const [file] = files(field);
  if (!file) throw badRequest(csvMessages.noFile);
  if (!looksLikeCsv(file)) throw refused(csvMessages.notCsv);
  if (file.size > maxCsvBytes) throw refused(csvMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A NUL byte or bytes that are not UTF-8 mean a binary file renamed .csv.
  if (bytes.includes(0)) throw refused(csvMessages.notCsv);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), fileName: file.name, fields };
  } catch {
    throw refused(csvMessages.notCsv);
  }
}

/** The bulk product import's CSV, sent as `bulkFile`. */
export async function readBulkCsv(request: Request): Promise<string> {
  return (await readCsvUpload(request, "bulkFile")).text;
}
