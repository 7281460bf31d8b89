import fc from "fast-check";
import {
  addShopDays,
  formatDate,
  formatDateTime,
  formatShopDay,
  formatTime,
  instantOfShopDateTime,
  shopDate,
  shopDateTimeInput,
  shopDayBounds,
  shopDaysRange,
} from "./dates";

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

  it("writes noon, midnight and single-digit days as the admin's tables always have", () => {
    expect(formatDateTime(new Date("2026-03-04T07:05:00Z"))).toBe("Mar 4, 2026 12:05 PM");
    expect(formatTime(new Date("2026-03-04T19:00:00Z"))).toBe("12:00 AM");
    expect(formatDate(new Date("2026-03-04T19:00:00Z"))).toBe("Mar 05, 2026");
    expect(formatDate("not a date")).toBe("Invalid Date");
  });

  // Pakistan has kept UTC+5 all year since November 2009: from 2010 on, the shop's wall clock is
  // UTC's read five hours later, an oracle that shares no code with the formatter.
  const sinceFixedOffset = fc.date({ min: new Date("2010-01-01"), max: new Date("2100-01-01"), noInvalidDate: true });
  const hour = 3_600_000;
  const utcPlus5 = (date: Date) => new Date(date.getTime() + 5 * hour);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const two = (value: number) => String(value).padStart(2, "0");

  it("reads Karachi's clock on any instant", () => {
    fc.assert(
      fc.property(sinceFixedOffset, (date) => {
        const wall = utcPlus5(date);
        const [year, month, day] = [wall.getUTCFullYear(), months[wall.getUTCMonth()], wall.getUTCDate()];
        const hour12 = wall.getUTCHours() % 12 || 12;
        const minute = two(wall.getUTCMinutes());
        const meridiem = wall.getUTCHours() < 12 ? "AM" : "PM";
        expect(formatDateTime(date)).toBe(`${month} ${day}, ${year} ${hour12}:${minute} ${meridiem}`);
        expect(formatDate(date)).toBe(`${month} ${two(day)}, ${year}`);
        expect(formatTime(date)).toBe(`${two(hour12)}:${minute} ${meridiem}`);
        expect(shopDate(date)).toBe(wall.toISOString().slice(0, 10));
        expect(shopDateTimeInput(date)).toBe(wall.toISOString().slice(0, 16));
      }),
      { numRuns: 2000 },
    );
  });

  it("bounds Karachi's days and moves by them", () => {
    fc.assert(
      // At most 400 days back, never into 2009's summer time.
      fc.property(
        fc.date({ min: new Date("2011-03-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (date, days) => {
          const wall = utcPlus5(date);
          const start = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - 5 * hour);
          const bounds = shopDayBounds(date);
          expect(bounds).toEqual({ start, end: new Date(start.getTime() + 24 * hour) });
          expect(addShopDays(date, days)).toEqual(new Date(date.getTime() + days * 24 * hour));
          const day = shopDate(date);
          expect(shopDaysRange(day, day)).toEqual({ gte: bounds.start, lt: bounds.end });
          expect(formatShopDay(day)).toBe(formatDate(date));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("reads a datetime-local value back as the minute it shows, on Karachi's clock", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          expect(instantOfShopDateTime(shopDateTimeInput(date))).toEqual(minute);
        },
      ),
      { numRuns: 2000 },
    );
    expect(instantOfShopDateTime("2030-01-01T12:00")).toEqual(new Date("2030-01-01T07:00:00.000Z"));
    expect(instantOfShopDateTime("2030-01-01T00:30:15.5")).toEqual(new Date("2029-12-31T19:30:15.500Z"));
    // A zone, a day alone, or a time the clock never shows is not one.
    for (const value of [
      "2030-01-01T12:00Z",
      "2030-01-01T12:00+05:00",
      "2030-01-01",
      "2030-02-30T10:00",
      "2030-01-01T24:00",
      " 2030-01-01T12:00",
      "",
    ])
      expect(instantOfShopDateTime(value)).toBeNull();
  });

  it("moves by calendar days across a change of offset", () => {
    // Summer time began at midnight on 15 April 2009 (UTC+6 until 1 November).
    expect(addShopDays(new Date("2009-04-13T20:00:00Z"), 2).toISOString()).toBe("2009-04-15T19:00:00.000Z");
    expect(shopDayBounds(new Date("2009-06-01T12:00:00Z")).start.toISOString()).toBe("2009-05-31T18:00:00.000Z");
  });

  it("leaves out a range's end that is not a day", () => {
    expect(shopDaysRange("2026-11-23", "yesterday")).toEqual({ gte: new Date("2026-11-22T19:00:00.000Z") });
    expect(shopDaysRange()).toEqual({});
    expect(formatShopDay("soon")).toBe("soon");
  });
});
