import {
  addLine,
  clampQuantity,
  isCartLine,
  packsInStock,
  removeLine,
  replaceLine,
  repriceLines,
  type CartLine,
  type RepricedCart,
} from "./cart";
import type { CatalogProduct } from "./catalog";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: "p1",
  name: "Almonds",
  price: 700,
  weight: "250g",
  quantity: 1,
  image: "a.webp",
  originalPrice: 700,
  ...overrides,
});

describe("cart lines", () => {
  it("adds a new product and weight as its own line, and the same pair increases the quantity", () => {
    let lines = addLine([], line());
    lines = addLine(lines, line({ weight: "500g", price: 1400 }));
    lines = addLine(lines, line({ quantity: 2 }));
    expect(lines.map((entry) => [entry.weight, entry.quantity])).toEqual([
      ["250g", 3],
      ["500g", 1],
    ]);
  });

  it("caps quantities at 1 to 50", () => {
    expect(addLine([line({ quantity: 49 })], line({ quantity: 5 }))[0]!.quantity).toBe(50);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it("replaces an edited line in place and merges into an existing weight", () => {
    const lines = [line(), line({ id: "p2" }), line({ weight: "1kg" })];
    expect(
      replaceLine(lines, { id: "p1", weight: "250g" }, line({ weight: "500g", quantity: 4 })).map(
        (entry) => `${entry.id}:${entry.weight}:${entry.quantity}`,
      ),
    ).toEqual(["p1:500g:4", "p2:250g:1", "p1:1kg:1"]);
    expect(
      replaceLine(lines, { id: "p1", weight: "250g" }, line({ weight: "1kg", quantity: 2 })).map(
        (entry) => `${entry.id}:${entry.weight}:${entry.quantity}`,
      ),
    ).toEqual(["p2:250g:1", "p1:1kg:2"]);
  });

  it("removes by product and weight", () => {
    const lines = [line(), line({ weight: "500g", price: 1400, quantity: 2 })];
    expect(removeLine(lines, { id: "p1", weight: "250g" })).toHaveLength(1);
  });

  it("recognises stored lines", () => {
    expect(isCartLine(line())).toBe(true);
    expect(isCartLine({ id: "p1" })).toBe(false);
    expect(isCartLine(line({ weight: "2kg" as never }))).toBe(false);
  });
});

describe("stock in packs", () => {
  it("counts whole packs of the chosen weight", () => {
    expect(packsInStock(1.75, "250g")).toBe(7);
    expect(packsInStock(1.75, "500g")).toBe(3);
    expect(packsInStock(0.7, "1kg")).toBe(0);
    expect(packsInStock(3, null)).toBe(3);
    expect(packsInStock(0.3, "250g")).toBe(1);
  });
});

describe("re-pricing the stored cart", () => {
  const product = (id: string, name: string): CatalogProduct => ({
    id,
    name,
    description: "",
    nameUr: "",
    descriptionUr: "",
    status: "Active",
    stock: 10,
    price: 2800,
    offer: 0,
    featuredOrder: null,
    hasWeightSelection: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    category: null,
    images: [],
  });
  const item = (weight: "250g" | "500g" | null, available: number, price = 650) => ({
    weight,
    quantity: 1,
    price,
    originalPrice: 700,
    available,
  });

  it("takes the server's name and prices, and cuts a quantity to the stock", () => {
    const stored = line({ quantity: 5 });
    const cart: RepricedCart = {
      products: [{ product: product("p1", "Almonds (Kaghzi)"), items: [item("250g", 3)] }],
      missing: [],
    };
    const { repriced, changes } = repriceLines([stored], cart);
    expect(repriced.get(stored)).toEqual({
      ...stored,
      name: "Almonds (Kaghzi)",
      price: 650,
      originalPrice: 700,
      quantity: 3,
    });
    expect(changes).toEqual([{ kind: "fewer", line: stored, quantity: 3 }]);
  });

  it("drops a line whose product or size is gone, and one out of stock, saying so", () => {
    const gone = line({ id: "p9", name: "Figs" });
    const otherSize = line({ weight: "500g", name: "Almonds" });
    const soldOut = line({ id: "p2", name: "Dates", weight: undefined });
    const cart: RepricedCart = {
      products: [
        { product: product("p1", "Almonds"), items: [item("250g", 4)] },
        { product: product("p2", "Dates"), items: [item(null, 0)] },
      ],
      missing: [{ id: "p9", weight: "250g" }],
    };
    const { repriced, changes } = repriceLines([gone, otherSize, soldOut], cart);
    expect([...repriced.values()]).toEqual([null, null, null]);
    expect(changes).toEqual([
      { kind: "gone", line: gone },
      { kind: "gone", line: otherSize },
      { kind: "soldOut", line: soldOut },
    ]);
  });

  it("leaves a line in stock as it was, with nothing to tell", () => {
    const stored = line({ quantity: 2 });
    const cart: RepricedCart = {
      products: [{ product: product("p1", "Almonds"), items: [item("250g", 4, 700)] }],
      missing: [],
    };
    const { repriced, changes } = repriceLines([stored], cart);
    expect(repriced.get(stored)).toEqual(stored);
    expect(changes).toEqual([]);
  });
});
