// The texts the browser's components need, and only those: a page's payload carries these parts
// of the message files, not all of them.
import type { Locale } from "./locales";
import { messagesOf, type Messages } from "./messages";

const clientParts = [
  "listing",
  "purchase",
  "cart",
  "checkout",
  "validation",
  "track",
  "menu",
  "account",
] as const satisfies readonly (keyof Messages)[];

type ClientMessages = Pick<Messages, (typeof clientParts)[number]>;

export function clientMessages(locale: Locale): ClientMessages {
  const all = messagesOf(locale);
  const picked: Partial<ClientMessages> = {};
  for (const part of clientParts) Object.assign(picked, { [part]: all[part] });
  // Every one of clientParts was copied just above.
  return picked as ClientMessages;
}
