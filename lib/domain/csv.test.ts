import { neutraliseCell, restoreCell, toCsv } from "./csv";

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

  it("quotes commas, quotes and newlines, and writes numbers", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", 12.5]])).toBe('"a,b","say ""hi""","two\nlines",12.5\r\n');
  });
});
