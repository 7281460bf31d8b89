import { productOrderChatLink } from "./contact";
import { shop } from "./shop";

describe("productOrderChatLink", () => {
  it("opens a chat with the shop, the product, size, quantity, price and page typed in", () => {
    const link = new URL(
      productOrderChatLink({
        name: "Mamra Almonds",
        pack: "500 g",
        quantity: 2,
        total: 8100,
        url: "https://shop.example/products/p1",
      }),
    );
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${shop.whatsappNumber}`);
    expect(link.searchParams.get("text")).toBe(
      "Assalam-o-Alaikum! I'd like to order Mamra Almonds (500 g) × 2, Rs.\u00a08,100, cash on delivery.\nhttps://shop.example/products/p1",
    );
  });

  it("leaves the size out for a product sold by the piece", () => {
    const text = new URL(
      productOrderChatLink({ name: "Gift Hamper", pack: null, quantity: 1, total: 12500, url: "https://s/p" }),
    ).searchParams.get("text");
    expect(text).toContain("order Gift Hamper × 1, Rs.\u00a012,500");
  });
});
