import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import fc from "fast-check";
import {
  addShopDays,
  formatDate,
  formatDateTime,
  formatShopDay,
  formatTime,
  shopDate,
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

  it("writes noon, midnight and single-digit days as dayjs did", () => {
    expect(formatDateTime(new Date("2026-03-04T07:05:00Z"))).toBe("Mar 4, 2026 12:05 PM");
    expect(formatTime(new Date("2026-03-04T19:00:00Z"))).toBe("12:00 AM");
    expect(formatDate(new Date("2026-03-04T19:00:00Z"))).toBe("Mar 05, 2026");
    expect(formatDate("not a date")).toBe("Invalid Date");
  });

  it("agrees with dayjs's time zone plugin on any instant", () => {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    dayjs.extend(localizedFormat);
    const inKarachi = (date: Date) => dayjs(date).tz("Asia/Karachi");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          expect(formatDateTime(date)).toBe(inKarachi(date).format("lll"));
          expect(formatDate(date)).toBe(inKarachi(date).format("MMM DD, YYYY"));
          expect(formatTime(date)).toBe(inKarachi(date).format("hh:mm A"));
          expect(shopDate(date)).toBe(inKarachi(date).format("YYYY-MM-DD"));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("agrees with dayjs's time zone plugin on days, their bounds and moving by days", () => {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    // From 2011 (and at most 400 days back): across Pakistan's last summer times (2002, 2008, 2009)
    // dayjs moves by 24-hour days, these by calendar days (01:00 stays 01:00; see the next test).
    const instants = fc.date({ min: new Date("2011-03-01"), max: new Date("2100-01-01"), noInvalidDate: true });
    fc.assert(
      fc.property(instants, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const start = dayjs(date).tz("Asia/Karachi").startOf("day");
        const bounds = shopDayBounds(date);
        expect(bounds.start.toISOString()).toBe(start.toDate().toISOString());
        expect(bounds.end.toISOString()).toBe(start.add(1, "day").toDate().toISOString());
        expect(addShopDays(date, days).toISOString()).toBe(
          dayjs(date).tz("Asia/Karachi").add(days, "day").toDate().toISOString(),
        );
        const day = shopDate(date);
        expect(shopDaysRange(day, day)).toEqual({ gte: bounds.start, lt: bounds.end });
        expect(formatShopDay(day)).toBe(formatDate(date));
      }),
      { numRuns: 1000 },
    );
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
