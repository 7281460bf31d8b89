import { bulkTemplate, looksLikeCsv, neutraliseCell, toCsv } from "./bulk";

describe("bulk CSV helpers", () => {
  it("neutralises cells a spreadsheet would evaluate", () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell("+92 300")).toBe("'+92 300");
    expect(neutraliseCell("-5")).toBe("'-5");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("Almonds")).toBe("Almonds");
  });

  it("quotes commas, quotes and newlines", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines"]])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it("has a template with every column and two examples", () => {
    const lines = bulkTemplate().trim().split("\r\n");
    expect(lines[0]).toBe("name,description,price,stock,offer,category,status,featuredOrder,hasWeightSelection,images");
    expect(lines).toHaveLength(3);
  });

  it("recognises CSV files by name or type", () => {
    expect(looksLikeCsv({ name: "products.CSV", type: "" })).toBe(true);
    expect(looksLikeCsv({ name: "upload", type: "text/csv" })).toBe(true);
    expect(looksLikeCsv({ name: "photo.png", type: "image/png" })).toBe(false);
  });
});
