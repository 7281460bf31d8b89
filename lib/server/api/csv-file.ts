import "server-only";

/** A CSV download: UTF-8 with a byte-order mark, so Excel reads Urdu names right; never cached. */
export function csvFile(text: string, filename: string): Response {
  return new Response(`\uFEFF${text}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
