import { bulkTemplate, looksLikeCsv } from "./bulk";

describe("bulk CSV helpers", () => {
  it("has a template with every column and two examples", () => {
    const lines = bulkTemplate().trim().split("\r\n");
    expect(lines[0]).toBe(
      '"name","description","price","stock","offer","category","status","featuredOrder","hasWeightSelection","images"',
    );
    expect(lines).toHaveLength(3);
  });

  it("recognises CSV files by name or type", () => {
    expect(looksLikeCsv({ name: "products.CSV", type: "" })).toBe(true);
    expect(looksLikeCsv({ name: "upload", type: "text/csv" })).toBe(true);
    expect(looksLikeCsv({ name: "photo.png", type: "image/png" })).toBe(false);
  });
});
