import { addShopDays, formatDate, formatDateTime, formatTime, shopDate, shopDayBounds } from "./dates";

describe("shop dates", () => {
  const instant = new Date("2026-11-22T20:30:00Z"); // 01:30 on 23 Nov in Karachi (UTC+5)

  it("formats in Asia/Karachi", () => {
    expect(formatDateTime(instant)).toBe("Nov 23, 2026 1:30 AM");
    expect(formatDate(instant)).toBe("Nov 23, 2026");
    expect(formatTime(instant)).toBe("01:30 AM");
  });

  it("bounds the shop's calendar day, not the server's", () => {
    const { start, end } = shopDayBounds(instant);
    expect(start.toISOString()).toBe("2026-11-22T19:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-23T19:00:00.000Z");
  });

  it("names and counts the shop's calendar days", () => {
    expect(shopDate(instant)).toBe("2026-11-23");
    expect(shopDate(new Date("2026-11-22T18:59:59Z"))).toBe("2026-11-22");
    expect(addShopDays(instant, -30).toISOString()).toBe("2026-10-23T20:30:00.000Z");
  });
});
