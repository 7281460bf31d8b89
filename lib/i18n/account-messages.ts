// The account's forms show the messages of the shop's rules (zod schemas) and of its server
// (refusals, successes) in the page's language. These arrive as English text, so the English text is
// the lookup key: messages/en/accountValidation.json holds each of them exactly (account-messages.test.ts
// ties them to the constants they come from), messages/ur/accountValidation.json says them in Urdu.
import { useTranslations } from "next-intl";
import { maxNewPasswordBytes } from "@/lib/domain/input-limits";
import { passwordMinLength } from "@/lib/domain/validation/auth";
import english from "@/messages/en/accountValidation.json";
import type { Messages } from "./messages";

type Key = keyof Messages["accountValidation"];
type Values = Record<string, string>;

/** The rules' own numbers, for the messages that carry them. */
const valuesOf: Partial<Record<Key, Values>> = {
  newPasswordTooLong: { max: String(maxNewPasswordBytes) },
  passwordMin: { min: String(passwordMinLength) },
  newPasswordMin: { min: String(passwordMinLength) },
};

const filled = (text: string, values: Values = {}) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/** Each English message, as the shopper would read it, and its key. */
const keyOf = new Map(
  Object.entries(english).map(([key, text]) => [filled(text, valuesOf[key as Key]), key as Key] as const),
);

/** `message` in the language `translate` speaks; a message the files do not know stays as it came. */
export function accountMessageIn(translate: (key: Key, values?: Values) => string, message: string): string {
  const key = keyOf.get(message);
  return key ? translate(key, valuesOf[key]) : message;
}

/** Says a rule's or the server's English message in the page's language. */
export function useAccountMessage(): (message: string) => string {
  const t = useTranslations("accountValidation");
  return (message) => accountMessageIn((key, values) => t(key, values), message);
}

/** The same for a field's error, which may be absent. */
export const fieldError = (say: (message: string) => string, error: { message?: string } | undefined) =>
  error?.message === undefined ? undefined : say(error.message);
