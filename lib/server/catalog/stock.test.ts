import { Prisma } from "../generated/prisma/client";
import { lineStock, stockAfterChange, totalsByProduct } from "./stock";

const decimal = (value: string) => new Prisma.Decimal(value);

describe("the stock a line takes", () => {
  it.each([
    ["250g", 1, "0.250"],
    ["250g", 3, "0.750"],
    ["500g", 2, "1.000"],
    ["1kg", 5, "5.000"],
    [null, 4, "4.000"],
  ] as const)("%s × %i is %s", (weight, quantity, taken) => {
    expect(lineStock(weight, quantity).toFixed(3)).toBe(taken);
  });
});

describe("amounts by product", () => {
  it("adds up each product's amounts in Decimal, in id order, and skips lines of deleted products", () => {
    // In floats 0.1 + 0.2 is 0.30000000000000004.
    const totals = totalsByProduct([
      { productId: "p2", amount: decimal("0.1") },
      { productId: null, amount: decimal("5") },
      { productId: "P1", amount: decimal("1.001") },
      { productId: "p2", amount: decimal("0.2") },
    ]);
    expect(totals.map(([id, amount]) => [id, amount.toString()])).toEqual([
      ["P1", "1.001"],
      ["p2", "0.3"],
    ]);
  });
});

describe("a stock moved by a change", () => {
  it("moves to the gram, and never below zero", () => {
    expect(stockAfterChange(decimal("2.75"), decimal("-0.74")).toString()).toBe("2.01");
    expect(stockAfterChange(decimal("2"), decimal("-5")).toString()).toBe("0");
  });
});
