// Which text of a product or category each language shows. The admin writes names and
// descriptions in English and, optionally, in Urdu; where the Urdu one is empty the Urdu shop shows
// the English text rather than nothing.
import type { Locale } from "./locales";

/** `urdu` on the Urdu pages when it has any text, else `english`. */
export function textIn(english: string, urdu: string | null | undefined, locale: Locale): string {
  return locale === "ur" && urdu?.trim() ? urdu : english;
}

/** A product's or category's name in `locale`, English where it has none in Urdu. */
export function nameIn(item: { name: string; nameUr?: string | null }, locale: Locale): string {
  return textIn(item.name, item.nameUr, locale);
}

/** A product's or category's description in `locale`, English where it has none in Urdu. */
export function descriptionIn(item: { description: string; descriptionUr?: string | null }, locale: Locale): string {
  return textIn(item.description, item.descriptionUr, locale);
}
