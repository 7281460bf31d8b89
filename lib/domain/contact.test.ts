import { productOrderLine, shopChatLink } from "./contact";
import { shop } from "./shop";

describe("the shop's chat links", () => {
  it("opens a chat with the shop, the text typed in", () => {
    const link = new URL(shopChatLink("Assalam-o-Alaikum! 1 kg & more?"));
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/${shop.whatsappNumber}`);
    expect(link.searchParams.get("text")).toBe("Assalam-o-Alaikum! 1 kg & more?");
  });

  it("names a product as a shopper orders it: the size only for one sold by weight", () => {
    expect(productOrderLine("Mamra Almonds", "500 g", 2)).toBe("Mamra Almonds (500 g) × 2");
    expect(productOrderLine("Gift Hamper", null, 1)).toBe("Gift Hamper × 1");
  });
});
