// The shop's two languages: English at today's addresses, Urdu under /ur (docs/languages.md).
// Written for every layer (the server, the pages, the browser), with no dependency.

export const locales = ["en", "ur"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Urdu is written right to left. */
export const directionOf = (locale: Locale): "ltr" | "rtl" => (locale === "ur" ? "rtl" : "ltr");

/** What the language switch calls each language, in that language. */
export const languageNames: Record<Locale, string> = { en: "English", ur: "اردو" };

/** Each language as the (English) admin names it: the language an order was placed in. */
export const englishLanguageNames: Record<Locale, string> = { en: "English", ur: "Urdu" };

/** The BCP 47 tag search engines and Open Graph read: the shop writes for Pakistan. */
export const regionalTags: Record<Locale, string> = { en: "en-PK", ur: "ur-PK" };

/**
 * A shop path in a language: "/products/x" is English, "/ur/products/x" its Urdu twin; the home
 * page is "/" and "/ur". Takes an English path (starting with "/", with any query).
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" || path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language of a shop path, and the path without its language. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|\?|$)/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    const rest = path.slice(match[0].length);
    return { locale: match[1], path: rest === "" || rest.startsWith("?") ? `/${rest}` : rest };
  }
  return { locale: defaultLocale, path };
}

/** The login page in the language of the page a visitor is sent from, leading back to it. */
export function loginPathFor(next: string): string {
  return `${localePath(splitLocalePath(next).locale, "/login")}?next=${encodeURIComponent(next)}`;
}

/** The other language, which the language switch offers. */
export const otherLocale = (locale: Locale): Locale => (locale === "ur" ? "en" : "ur");

/**
 * The cookie that remembers the language a shopper chose with the switch: the bare home page
 * sends a shopper who chose Urdu to /ur (proxy.ts). A first visit has none, so it is never
 * redirected, and search engines see both languages.
 */
export const languageCookie = "shop-language";

/**
 * The offer shown once to a first visit whose browser prefers the other language, written in that
 * language (the page's own message files hold the page's language only).
 */
export const languageOffer: Record<Locale, { text: string; accept: string; dismiss: string }> = {
  en: { text: "This shop is in English too.", accept: "Read in English", dismiss: "No, thanks" },
  ur: { text: "یہ دکان اردو میں بھی ہے۔", accept: "اردو میں پڑھیں", dismiss: "نہیں، شکریہ" },
};
