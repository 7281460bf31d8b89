// Left-to-right pieces inside right-to-left text: an order number, a phone number or a price in an
// Urdu sentence must keep its own order ("MDF-10234", not mirrored around its hyphen). Plain text
// (an e-mail's text part, a WhatsApp message) wraps them in Unicode isolates, which phones and mail
// programs honour; HTML turns the isolates into <bdi dir="ltr">. English text is left as it is.
import { directionOf, type Locale } from "./locales";

const leftToRightIsolate = "\u2066";
const popIsolate = "\u2069";
const rightToLeftMark = "\u200f";

/** `text` kept left to right inside the language's sentences. */
export const keepLeftToRight = (locale: Locale, text: string): string =>
  directionOf(locale) === "rtl" ? `${leftToRightIsolate}${text}${popIsolate}` : text;

/**
 * A plain-text line that reads in the language's direction even when it starts with a Latin name
 * ("- Mamra Almonds × 2"): mail programs and WhatsApp take a line's direction from its first letter.
 */
export const lineInDirection = (locale: Locale, line: string): string =>
  directionOf(locale) === "rtl" ? `${rightToLeftMark}${line}` : line;

/** Escaped HTML with its isolates as <bdi dir="ltr"> and without the plain text's direction marks. */
export const isolatesToHtml = (html: string): string =>
  html.replace(/\u2066([^\u2066\u2069]*)\u2069/g, '<bdi dir="ltr">$1</bdi>').replaceAll(rightToLeftMark, "");
