import { formatCount, truncate } from "./text";

describe("text", () => {
  it("groups a count's thousands", () => {
    expect(formatCount(100012)).toBe("100,012");
    expect(formatCount(7)).toBe("7");
  });

  it("cuts a long name to its first characters and '...'", () => {
    expect(truncate("Mamra Almonds", 5)).toBe("Mamra...");
    expect(truncate("Dates", 5)).toBe("Dates");
  });
});
