"use client";
import { languageCookie, type Locale } from "@/lib/i18n/locales";

/** Remembers the shopper's language for a year (lib/i18n/locales.ts languageCookie). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
}

/** The language the shopper chose or was offered, if any. */
export function rememberedLanguage(): string | undefined {
  return document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${languageCookie}=`))
    ?.slice(languageCookie.length + 1);
}

const offerKey = "shop-language-offered";

/** The other language was offered to this browser (components/shop/language-offer.tsx). */
export function rememberOffer(): void {
  try {
    localStorage.setItem(offerKey, "1");
  } catch {
    // Storage refused (a private window): the offer may come again, which is harmless.
  }
}

export function offerMade(): boolean {
  try {
    return localStorage.getItem(offerKey) !== null;
  } catch {
    return false;
  }
}
