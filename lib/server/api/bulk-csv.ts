import "server-only";
import { bulkMessages, looksLikeCsv, maxCsvBytes } from "@/lib/domain/bulk";
import { refused } from "@/lib/domain/errors";
import { badRequest } from "./errors";
import { readFields } from "./multipart";

/** The CSV sent as `bulkFile`: refused unless it is a CSV (by name or type, and text), within the size limit. */
export async function readBulkCsv(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxCsvBytes + 64 * 1024) throw refused(bulkMessages.tooLarge);
  const { files } = await readFields(request, { files: 1, fileBytes: maxCsvBytes });
  const [file] = files("bulkFile");
  if (!file) throw badRequest(bulkMessages.noFile);
  if (!looksLikeCsv(file)) throw refused(bulkMessages.notCsv);
  if (file.size > maxCsvBytes) throw refused(bulkMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A NUL byte or bytes that are not UTF-8 mean a binary file renamed .csv.
  if (bytes.includes(0)) throw refused(bulkMessages.notCsv);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refused(bulkMessages.notCsv);
  }
}
