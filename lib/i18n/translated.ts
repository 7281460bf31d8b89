// Which text of a product, category or slide each language shows. The admin writes names,
// descriptions and slides' words in English and, optionally, in Urdu; where the Urdu one is empty the
// Urdu shop shows the English text rather than nothing.
import type { Locale } from "./locales";

/** Whether a page in `locale` shows `urdu` rather than the English text. */
function showsUrdu(urdu: string | null | undefined, locale: Locale): urdu is string {
  return locale === "ur" && Boolean(urdu?.trim());
}

/** `urdu` on the Urdu pages when it has any text, else `english`. */
export function textIn(english: string, urdu: string | null | undefined, locale: Locale): string {
  return showsUrdu(urdu, locale) ? urdu : english;
}

/** A product's or category's name in `locale`, English where it has none in Urdu. */
export function nameIn(item: { name: string; nameUr?: string | null }, locale: Locale): string {
  return textIn(item.name, item.nameUr, locale);
}

/** A product's or category's description in `locale`, English where it has none in Urdu. */
export function descriptionIn(item: { description: string; descriptionUr?: string | null }, locale: Locale): string {
  return textIn(item.description, item.descriptionUr, locale);
}

/**
 * A text a page shows, and whether it is the Urdu one: that reads right to left whatever it starts with
 * ("Rs. 5,000 یا اس سے زیادہ ..."), while an English text, which an owner may have written in either
 * script, finds its own direction.
 */
export interface ShownText {
  text: string;
  urdu: boolean;
}

/** An optional text (a slide's words) in `locale`: the Urdu one where it has any text, else the English one, else none. */
export function optionalTextIn(
  english: string | null,
  urdu: string | null | undefined,
  locale: Locale,
): ShownText | null {
  const text = textIn(english ?? "", urdu, locale);
  return text ? { text, urdu: showsUrdu(urdu, locale) } : null;
}
