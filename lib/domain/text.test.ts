import { formatCount, plainShopperText, truncate } from "./text";

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

describe("plainShopperText", () => {
  it("drops whatever a mail client would make a link of", () => {
    expect(plainShopperText("Your bank account is blocked, verify at https://evil.example/x", 100)).toBe(
      "Your bank account is blocked, verify at",
    );
    expect(plainShopperText("Visit www.evil.example now", 100)).toBe("Visit now");
    expect(plainShopperText("Go to bank-verify.com/login or mail help@evil.pk", 100)).toBe("Go to or mail");
    expect(plainShopperText("HBL.PK support", 100)).toBe("support");
  });

  it("keeps an address as Pakistanis write it, on one line, and cuts it short", () => {
    expect(plainShopperText("H.No. 12, St.5,\nF-7/2, Islamabad", 100)).toBe("H.No. 12, St.5, F-7/2, Islamabad");
    expect(plainShopperText("Sana Mir", 40)).toBe("Sana Mir");
    expect(plainShopperText("A".repeat(50), 40)).toBe(`${"A".repeat(39)}…`);
  });
});
