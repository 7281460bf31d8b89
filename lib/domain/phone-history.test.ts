import { describePhoneHistory, noPhoneHistory, phoneHistoryNeedsCare, phoneHistoryTotal } from "./phone-history";

const history = (counts: Partial<typeof noPhoneHistory>) => ({ ...noPhoneHistory, ...counts });

describe("a phone's history in words", () => {
  it("counts the orders, then what became of them, leaving out what did not happen", () => {
    expect(describePhoneHistory(history({ delivered: 2, returned: 1 }))).toBe("3 orders: 2 delivered, 1 returned");
    expect(describePhoneHistory(history({ delivered: 1, returned: 2, cancelled: 3, open: 4 }))).toBe(
      "10 orders: 1 delivered, 2 returned, 3 cancelled, 4 open",
    );
    expect(describePhoneHistory(history({ open: 2 }))).toBe("2 orders: 2 open");
  });

  it("says order for one and orders for more", () => {
    expect(describePhoneHistory(history({ cancelled: 1 }))).toBe("1 order: 1 cancelled");
    expect(describePhoneHistory(history({ cancelled: 1, open: 1 }))).toBe("2 orders: 1 cancelled, 1 open");
  });

  it("calls an order's number with that order alone its first, and a number with none 'No orders'", () => {
    expect(describePhoneHistory(history({ open: 1 }), { ofAnOrder: true })).toBe("First order from this number");
    expect(describePhoneHistory(history({ cancelled: 1 }), { ofAnOrder: true })).toBe("First order from this number");
    expect(describePhoneHistory(history({ delivered: 1, open: 1 }), { ofAnOrder: true })).toBe(
      "2 orders: 1 delivered, 1 open",
    );
    expect(describePhoneHistory(noPhoneHistory)).toBe("No orders");
  });

  it("totals each order once and asks for care after a return or a cancellation", () => {
    expect(phoneHistoryTotal(history({ delivered: 2, returned: 1, cancelled: 1, open: 3 }))).toBe(7);
    expect(phoneHistoryNeedsCare(history({ delivered: 5, open: 1 }))).toBe(false);
    expect(phoneHistoryNeedsCare(history({ delivered: 5, returned: 1 }))).toBe(true);
    expect(phoneHistoryNeedsCare(history({ cancelled: 1 }))).toBe(true);
    // An order that is its number's first: its own cancellation is shown on it already.
    expect(phoneHistoryNeedsCare(history({ cancelled: 1 }), { ofAnOrder: true })).toBe(false);
    expect(phoneHistoryNeedsCare(history({ cancelled: 1, open: 1 }), { ofAnOrder: true })).toBe(true);
  });
});
