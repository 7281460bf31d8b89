// The texts the browser's components need, and only those: a page's payload carries the parts
// every shop page's client components use as they first render (the shell's), and the page adds
// the parts only it uses (<PageMessages>); a dialog loaded when first opened loads its own
// (<LoadedMessages>).
import type { Locale } from "./locales";
import { messagesOf, type Messages } from "./messages";

/** The header and its menu, search and account menu, the cart button and drawer, toasts, the listings' cards. */
export const shellParts = [
  "listing",
  "purchase",
  "cart",
  "menu",
  "account",
] as const satisfies readonly (keyof Messages)[];

/** Parts only some pages' client components use: forms and their checks, checkout, tracking. */
export const pageParts = ["checkout", "validation", "track"] as const satisfies readonly (keyof Messages)[];

export type ClientPart = (typeof shellParts)[number] | (typeof pageParts)[number];

export function clientMessages<Part extends ClientPart>(locale: Locale, parts: readonly Part[]): Pick<Messages, Part> {
  const all = messagesOf(locale);
  const picked: Partial<Pick<Messages, Part>> = {};
  for (const part of parts) Object.assign(picked, { [part]: all[part] });
  // Every one of `parts` was copied just above.
  return picked as Pick<Messages, Part>;
}
