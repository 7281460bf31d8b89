import { placeholderImage, productImageUrl, storedImageUrl } from "./images";

describe("image rules", () => {
  it("prefixes bare file names with the upload path", () => {
    expect(productImageUrl("almonds.webp")).toBe("/uploads/products/almonds.webp");
  });
  it("keeps absolute URLs", () => {
    expect(productImageUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });
  it("uses the thumbnail only when one is wanted", () => {
    const entry = { fullImage: "a.webp", thumbnail: "a-thumb.webp" };
    expect(productImageUrl(entry, { thumbnail: true })).toBe("/uploads/products/a-thumb.webp");
    expect(productImageUrl(entry)).toBe("/uploads/products/a.webp");
  });
  it("falls back to the placeholder", () => {
    expect(productImageUrl(undefined)).toBe(placeholderImage);
    expect(storedImageUrl("categories", null, "")).toBe(placeholderImage);
  });
  it("lets an absolute category URL win over the stored file", () => {
    expect(storedImageUrl("categories", "dates.webp", "https://cdn.example.com/d.jpg")).toBe(
      "https://cdn.example.com/d.jpg",
    );
    expect(storedImageUrl("categories", "dates.webp", "not a url")).toBe("/uploads/categories/dates.webp");
  });
});
