import { GET } from "@/app/api/product/all-product/route";
import { callRoute } from "../support/api";
import { createCategory, createProduct } from "../support/fixtures";

describe("GET /api/product/all-product", () => {
  it("lists visible products in the legacy shape, featured first, with the category populated", async () => {
    const category = await createCategory({ name: "Dates" });
    const featured = await createProduct({
      name: "Ajwa Dates",
      price: 3800,
      offer: 10,
      featuredOrder: 1,
      categoryId: category.id,
    });
    const plain = await createProduct({ name: "Almonds", price: 2800, stock: 0.25 });
    await createProduct({ name: "Hidden", status: "Disabled" });
    const inDisabledCategory = await createCategory({ status: "Disabled" });
    await createProduct({ name: "In a disabled category", categoryId: inDisabledCategory.id });

    const response = await callRoute(GET);

    expect(response.status).toBe(200);
    const products = response.json.Products as Record<string, unknown>[];
    expect(products.map((product) => product.pName)).toEqual(["Ajwa Dates", "Almonds"]);
    expect(products[0]).toMatchObject({
      _id: featured.id,
      pName: "Ajwa Dates",
      pPrice: 3800,
      pOffer: 10,
      pQuantity: 10,
      pStatus: "Active",
      featuredOrder: 1,
      hasWeightSelection: true,
      pCategory: { _id: category.id, cName: "Dates" },
      pImages: [{ thumbnail: "test-thumb.webp", fullImage: "test.webp" }],
    });
    expect(products[1]).toMatchObject({ _id: plain.id, pCategory: null, pQuantity: 0.25 });
  });
});
