import "server-only";
import { setRequestLocale } from "next-intl/server";
import { defaultLocale, isLocale, type Locale } from "./locales";

/**
 * The language of the page or layout being rendered, from its [locale] segment, set for next-intl's
 * server calls: every layout and page of the shop calls it first, so they render statically
 * (without it next-intl would read the request's headers and make each page dynamic).
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const known = isLocale(locale) ? locale : defaultLocale;
  setRequestLocale(known);
  return known;
}
