// Dates as the shop shows them, in the shop's time zone (Asia/Karachi).
//
// Everything reads the shop's wall clock through one Intl formatter made once: Date.toLocaleString
// with a time zone builds a formatter on every call (about 180 µs), a fifth of the time of an admin
// page listing 50 products when the dates went that way.

export const shopTimeZone = "Asia/Karachi";

const shopClock = new Intl.DateTimeFormat("en-US", {
  timeZone: shopTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Month, day and minute are two-digit strings as the formatter gives them ('03'); hour is 0-23. */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

function shopClockOf(date: Date | string): WallClock | null {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of shopClock.formatToParts(instant)) parts[part.type] = part.value;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: Number(parts.hour), minute: parts.minute! };
}

const formatWith = (layout: (clock: WallClock) => string) => (date: Date | string) => {
  const clock = shopClockOf(date);
  return clock ? layout(clock) : "Invalid Date";
};
const monthName = (clock: WallClock) => monthNames[Number(clock.month) - 1];
const hour12 = (clock: WallClock) => clock.hour % 12 || 12;
const meridiem = (clock: WallClock) => (clock.hour < 12 ? "AM" : "PM");

/** 'Nov 22, 2026 2:03 PM' (moment's 'lll'), for the customer's orders. */
export const formatDateTime = formatWith(
  (clock) =>
    `${monthName(clock)} ${Number(clock.day)}, ${clock.year} ${hour12(clock)}:${clock.minute} ${meridiem(clock)}`,
);
/** 'Nov 22, 2026' ('MMM DD, YYYY'), for the admin's tables. */
export const formatDate = formatWith((clock) => `${monthName(clock)} ${clock.day}, ${clock.year}`);
/** '02:03 PM' ('hh:mm A'). */
export const formatTime = formatWith(
  (clock) => `${String(hour12(clock)).padStart(2, "0")}:${clock.minute} ${meridiem(clock)}`,
);

const minute = 60_000;

/** How far the shop's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number): number {
  const clock = shopClockOf(new Date(instant))!;
  const wall = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    clock.hour,
    Number(clock.minute),
  );
  return wall - Math.floor(instant / minute) * minute;
}

/** The instant the shop's wall clock reads this (the date parts overflow as Date.UTC's do). */
function instantOfWallClock(year: number, month: number, day: number, hour = 0, minutes = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minutes);
  // The offset at a first guess, then at the instant it gives (they differ only across a change of offset).
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** A datetime-local input's value on the shop's wall clock, whatever the browser's time zone. */
export function shopDateTimeInput(date: Date | string): string {
  const clock = shopClockOf(date);
  return clock
    ? `${clock.year}-${clock.month}-${clock.day}T${String(clock.hour).padStart(2, "0")}:${clock.minute}`
    : "";
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm', seconds allowed) on the shop's clock; null for anything else. */
export function instantOfShopDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::([0-5]\d)(?:\.(\d{1,3}))?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minutes] = match.slice(1, 6).map(Number);
  const instant = instantOfWallClock(year!, month!, day!, hour, minutes);
  // No overflow: 30 February or 24:00 is not a time the shop's clock shows.
  if (shopDateTimeInput(instant) !== value.slice(0, 16)) return null;
  const seconds = Number(match[6] ?? 0);
  const milliseconds = Number((match[7] ?? "").padEnd(3, "0"));
  return new Date(instant.getTime() + seconds * 1000 + milliseconds);
}

export function shopDayBounds(now: Date = new Date()): { start: Date; end: Date } {
  const clock = shopClockOf(now)!;
  const [year, month, day] = [Number(clock.year), Number(clock.month), Number(clock.day)];
  return { start: instantOfWallClock(year, month, day), end: instantOfWallClock(year, month, day + 1) };
}

/** The shop's calendar day an instant falls on: 'YYYY-MM-DD'. */
export const shopDate = formatWith((clock) => `${clock.year}-${clock.month}-${clock.day}`);

/** The instant `days` calendar days after `date` in the shop's time zone (before it when negative). */
export function addShopDays(date: Date, days: number): Date {
  const clock = shopClockOf(date)!;
  const moved = instantOfWallClock(
    Number(clock.year),
    Number(clock.month),
    Number(clock.day) + days,
    clock.hour,
    Number(clock.minute),
  );
  return new Date(moved.getTime() + (((date.getTime() % minute) + minute) % minute));
}

function startOfShopDay(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? instantOfWallClock(Number(match[1]), Number(match[2]), Number(match[3]) + plusDays) : null;
}

/** Both days included. */
export function shopDaysRange(from?: string, to?: string): { gte?: Date; lt?: Date } {
  const start = from ? startOfShopDay(from) : null;
  const end = to ? startOfShopDay(to, 1) : null;
  return { ...(start ? { gte: start } : {}), ...(end ? { lt: end } : {}) };
}

/**
 * 'Nov 22, 2026' for 'YYYY-MM-DD'. A calendar day needs no time zone, so no trip through the shop's
 * clock (it was a twentieth of the dashboard's CPU, whose chart labels 30 days twice).
 */
export function formatShopDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `${monthNames[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, "0")}, ${date.getUTCFullYear()}`;
}
