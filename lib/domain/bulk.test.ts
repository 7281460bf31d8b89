import { bulkTemplate, previewText, previewValue } from "./bulk";
import { bulkPreviewLimits } from "./limits";

describe("bulk CSV helpers", () => {
  it("has a template with every column and two examples", () => {
    const lines = bulkTemplate().trim().split("\r\n");
    expect(lines[0]).toBe(
      '"name","description","price","stock","offer","category","status","featuredOrder","hasWeightSelection","images","nameUr","descriptionUr"',
    );
    expect(lines).toHaveLength(3);
  });

  it("shows a preview's values as the admin reads them", () => {
    expect(previewValue("price", "2450", true)).toBe("Rs.\u00a02,450");
    expect(previewValue("stock", "12.5", true)).toBe("12.5 kg");
    expect(previewValue("stock", "12", false)).toBe("12 pcs");
    expect(previewValue("offer", "15", true)).toBe("15%");
    expect(previewValue("category", "", true)).toBe("No category");
    expect(previewValue("featuredOrder", "", true)).toBe("Not featured");
    expect(previewValue("hasWeightSelection", "false", true)).toBe("the piece");
    expect(previewValue("images", "a.webp|https://x.pk/b.jpg", true)).toBe("a.webp, https://x.pk/b.jpg");
    expect(previewValue("description", "", true)).toBe("(empty)");
    expect(previewValue("name", "Badam", true)).toBe("Badam");
    expect(previewValue("nameUr", "بادام", true)).toBe("بادام");
    expect(previewValue("descriptionUr", "", true)).toBe("(empty)");
  });

  it("cuts a preview's text to its limit, marking the cut", () => {
    const max = bulkPreviewLimits.textChars;
    expect(previewText("a".repeat(max))).toBe("a".repeat(max));
    expect(previewText("a".repeat(max + 1))).toBe(`${"a".repeat(max - 1)}…`);
  });
});
