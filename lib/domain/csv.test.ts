import Papa from "papaparse";
import { cellError, findColumns, headerKey, looksLikeCsv, neutraliseCell, restoreCell, toCsv } from "./csv";

describe("CSV cells", () => {
  it("neutralises cells a spreadsheet would evaluate", () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell("+92 300")).toBe("'+92 300");
    expect(neutraliseCell("-5")).toBe("'-5");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("Almonds")).toBe("Almonds");
  });

  it("reads a neutralised cell back as it was, and leaves other apostrophes alone", () => {
    for (const value of ['=HYPERLINK("x")', "+92 300", "-5", "@SUM(A1)", "Almonds", "'quoted'"])
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    expect(restoreCell("'Tis the season")).toBe("'Tis the season");
  });

  it("quotes every cell, doubling quotes, and writes numbers", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", 12.5]])).toBe('"a,b","say ""hi""","two\nlines","12.5"\r\n');
  });
});

describe("an exported file opened with either separator", () => {
  const hostile = ["Ali;=2+5", "x,=1+1", "a\t=cmd", '"quoted";@SUM(1)', "-5", "+92 300"];
  // Each hostile cell first in its row and after other cells, where a reader may be mid-field.
  const rows = [["name", "note", "city"], ...hostile.map((cell) => [cell, "plain", cell]), hostile];
  const csv = toCsv(rows);
  const formula = (cell: string) => /^[=+\-@]/.test(cell);

  it.each([",", ";"])("starts no cell with a formula when read with %j", (delimiter) => {
    const cells = Papa.parse<string[]>(csv, { delimiter, skipEmptyLines: true }).data.flat();
    expect(cells.filter(formula)).toEqual([]);
  });

  it("starts no field with a formula even for a reader that honours quotes only at a field's start", () => {
    // Such a reader (Python's csv module, and spreadsheets like it) reads what follows a closing
    // quote as plain text, so a ';' inside a later cell still splits it: every place a field may
    // start must be safe, not only the start of a cell.
    const fields = csv.split(/[,;\t\r\n]/).map((field) => field.replace(/^"+/, ""));
    expect(fields.filter(formula)).toEqual([]);
  });

  it("reads back exactly as written with ','", () => {
    const read = Papa.parse<string[]>(csv, { delimiter: ",", skipEmptyLines: true }).data;
    expect(read.map((row) => row.map(restoreCell))).toEqual(rows);
  });

  it("restores every cell exactly, and writes a cell read back from a file as it was", () => {
    // Every text of up to four characters from the ones that matter: letters, formula starts,
    // separators, quotes and apostrophes.
    const alphabet = ["a", "=", "-", "@", "'", '"', ",", ";", "\t", "\r", "\n", " "];
    let texts = [""];
    const all: string[] = [];
    for (let length = 1; length <= 4; length += 1) {
      texts = texts.flatMap((text) => alphabet.map((character) => text + character));
      all.push(...texts);
    }
    const readBack = (csv: string) => Papa.parse<string[]>(csv, { delimiter: "," }).data[0] ?? [];
    // An apostrophe the text itself has before a formula is read as the one the export adds.
    const ambiguous = /(^|[,;\t\r\n])'"*[=+\-@\t\r]/;
    const wrong = all.filter((text) => {
      const csv = toCsv([[text, text]]);
      const read = readBack(csv);
      const restored = read.length === 2 && read.every((cell) => restoreCell(cell) === text);
      return (!restored && !ambiguous.test(text)) || toCsv([read]) !== csv;
    });
    expect(wrong).toEqual([]);
  });
});

describe("an uploaded CSV", () => {
  it("is recognised by name or type", () => {
    expect(looksLikeCsv({ name: "products.CSV", type: "" })).toBe(true);
    expect(looksLikeCsv({ name: "upload", type: "text/csv" })).toBe(true);
    expect(looksLikeCsv({ name: "photo.png", type: "image/png" })).toBe(false);
  });

  it("names a cell in its errors as a spreadsheet numbers it", () => {
    expect(cellError(3, "CN", "Bad")).toBe('Row 3, column "CN": Bad');
  });
});

describe("headers as people and portals write them", () => {
  it("reduces a header to the words that name it", () => {
    expect(headerKey("\uFEFFOrder No.")).toBe("orderno");
    expect(headerKey("  ORDER_NUMBER ")).toBe("ordernumber");
    expect(headerKey("Order #")).toBe("orderno");
    expect(headerKey("featuredOrder")).toBe("featuredorder");
    expect(headerKey("Consignment-No")).toBe("consignmentno");
  });

  it("finds each column by its most preferred name, and leaves out those no header names", () => {
    const names = { order: ["Order Number", "Order No"], cn: ["CN", "Tracking No"], fee: ["Fee"] };
    expect(findColumns(["Sr", "order no", "Tracking  No.", "CN"], names)).toEqual({ order: 1, cn: 3 });
    expect(findColumns(["Tracking No", "Order No", "order no"], names)).toEqual({ order: 1, cn: 0 });
    expect(findColumns([], names)).toEqual({});
  });
});
