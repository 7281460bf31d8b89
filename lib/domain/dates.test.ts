import { formatDate, formatDateTime, formatTime, shopDayBounds } from "./dates";

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
});
