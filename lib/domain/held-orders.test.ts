import { heldOrderTexts, type PhoneBlockCause } from "./held-orders";

const on = "2026-11-25T10:00:00.000Z";

describe("why an order is held, as its page says", () => {
  it("names the order cancelled as fake and its day", () => {
    const block: PhoneBlockCause = {
      createdAt: on,
      blockedBy: "Shop Admin",
      order: { id: "o1", number: 10012 },
      reason: null,
    };
    expect(heldOrderTexts.notice(block)).toBe(
      "Held for review: this number is blocked (cancelled as fake on Nov 25, 2026, order MDF-10012).",
    );
  });

  it("names who blocked it by hand, and why", () => {
    expect(
      heldOrderTexts.notice({ createdAt: on, blockedBy: "Shop Admin", order: null, reason: "Refused 3 parcels" }),
    ).toBe("Held for review: this number is blocked (blocked by Shop Admin on Nov 25, 2026: Refused 3 parcels).");
    expect(heldOrderTexts.notice({ createdAt: on, blockedBy: null, order: null, reason: null })).toBe(
      "Held for review: this number is blocked (blocked on Nov 25, 2026).",
    );
  });

  it("says so when the number has been unblocked since", () => {
    expect(heldOrderTexts.notice(null)).toBe(
      "Held for review: this number was blocked when the order was placed; it has been unblocked since.",
    );
  });

  it("marks the shop's own mail about the order", () => {
    expect(heldOrderTexts.shopMailSubject("New order MDF-10012: Rs. 2,409")).toBe(
      "Held for review: New order MDF-10012: Rs. 2,409",
    );
  });
});
