// Dates as the shop shows them, in the shop's time zone (Asia/Karachi).
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

export const shopTimeZone = "Asia/Karachi";

const inShopZone = (date: Date | string) => dayjs(date).tz(shopTimeZone);

/** 'Nov 22, 2026 2:03 PM' (moment's 'lll'), for the customer's orders. */
export const formatDateTime = (date: Date | string) => inShopZone(date).format("lll");
/** 'Nov 22, 2026' ('MMM DD, YYYY'), for the admin's tables. */
export const formatDate = (date: Date | string) => inShopZone(date).format("MMM DD, YYYY");
/** '02:03 PM' ('hh:mm A'). */
export const formatTime = (date: Date | string) => inShopZone(date).format("hh:mm A");

/** The start and end of the shop's current calendar day, as instants. */
export function shopDayBounds(now: Date = new Date()): { start: Date; end: Date } {
  const start = inShopZone(now).startOf("day");
  return { start: start.toDate(), end: start.add(1, "day").toDate() };
}

/** The shop's calendar day an instant falls on: 'YYYY-MM-DD'. */
export const shopDate = (date: Date | string) => inShopZone(date).format("YYYY-MM-DD");

/** The instant `days` calendar days after `date` in the shop's time zone (before it when negative). */
export const addShopDays = (date: Date, days: number): Date => inShopZone(date).add(days, "day").toDate();

/** The instants a range of the shop's calendar days covers (YYYY-MM-DD, both days included). */
export function shopDaysRange(from?: string, to?: string): { gte?: Date; lt?: Date } {
  const start = from ? dayjs.tz(from, shopTimeZone) : null;
  const end = to ? dayjs.tz(to, shopTimeZone).add(1, "day") : null;
  return {
    ...(start?.isValid() ? { gte: start.toDate() } : {}),
    ...(end?.isValid() ? { lt: end.toDate() } : {}),
  };
}
