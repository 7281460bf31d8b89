import type { CatalogProduct } from "@/lib/domain/catalog";
import { dialogProduct } from "./dialog-product";

describe("dialogProduct", () => {
  it("keeps what the dialog prices and shows, with the cover image only", () => {
    const product: CatalogProduct = {
      id: "p1",
      name: "Ajwa Dates",
      description: "Soft dates from Madinah",
      nameUr: "عجوہ کھجور",
      descriptionUr: "",
      status: "Active",
      stock: 2.5,
      price: 4000,
      offer: 10,
      featuredOrder: 1,
      hasWeightSelection: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
      category: { id: "c1", name: "Dates", nameUr: "کھجوریں" },
      images: [
        { fullImage: "ajwa.webp", thumbnail: "ajwa-thumb.webp" },
        { fullImage: "ajwa-2.webp", thumbnail: null },
      ],
    };
    expect(dialogProduct(product)).toEqual({
      id: "p1",
      name: "Ajwa Dates",
      nameUr: "عجوہ کھجور",
      price: 4000,
      offer: 10,
      stock: 2.5,
      hasWeightSelection: true,
      images: [{ fullImage: "ajwa.webp", thumbnail: "ajwa-thumb.webp" }],
    });
  });
});
