// Each page names its twin in the other language for search engines: its canonical address in
// its own language, both languages' addresses as `hreflang` alternates, and English as the
// x-default (the page for a language the shop does not have).
import type { Metadata } from "next";
import { defaultLocale, localePath, locales, regionalTags, type Locale } from "./locales";

/** The `hreflang` of each language's twin, and x-default. */
export function languageTwins(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [regionalTags[locale], localePath(locale, path)])),
    "x-default": localePath(defaultLocale, path),
  };
}

/** A page's canonical address in `locale` and its twins; `path` is the English address. */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  return { canonical: localePath(locale, path), languages: languageTwins(path) };
}
