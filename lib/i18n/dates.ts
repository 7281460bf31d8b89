// Dates in the page's language. English keeps the shop's own layout (lib/domain/dates.ts: 'Nov 22,
// 2026 2:03 PM'); Urdu takes Intl's "ur-PK" (CLDR's Urdu month names and order, '22 نومبر، 2026')
// with Latin digits, as the shop writes every number and price, rather than a month table of our own.
import { formatDate, formatDateTime, shopTimeZone } from "@/lib/domain/dates";
import type { Locale } from "./locales";

const urdu = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("ur-PK", { timeZone: shopTimeZone, numberingSystem: "latn", ...options });

// Made once: a formatter costs far more to build than to use (see lib/domain/dates.ts).
const urduDate = urdu({ dateStyle: "medium" });
const urduDateTime = urdu({ dateStyle: "medium", timeStyle: "short" });

const readable = (format: (date: Date) => string) => (date: Date | string) => {
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? "" : format(instant);
};

const formats = {
  en: { date: formatDate, dateTime: formatDateTime },
  ur: {
    date: readable((date) => urduDate.format(date)),
    dateTime: readable((date) => urduDateTime.format(date)),
  },
} satisfies Record<Locale, Record<"date" | "dateTime", (date: Date | string) => string>>;

/** 'Nov 22, 2026' or '22 نومبر، 2026'. */
export const formatDateIn = (locale: Locale, date: Date | string): string => formats[locale].date(date);

/** 'Nov 22, 2026 2:03 PM' or '22 نومبر، 2026، 2:03 PM'. */
export const formatDateTimeIn = (locale: Locale, date: Date | string): string => formats[locale].dateTime(date);
