// The domain's messages (lib/domain: the forms' checks, the server's refusals) in the page's
// language. They stay English in lib/domain and in the API's answers; the "validation" part holds
// each one under a key, its English exactly the domain's (domain-messages.test.ts ties them), so a
// message is found by its English text and shown in Urdu. One the files do not know (a refusal
// naming a product) stays the server's English.
import { createTranslator, useTranslations } from "next-intl";
import { maxNewPasswordBytes } from "@/lib/domain/input-limits";
import { orderLimits } from "@/lib/domain/limits";
import { shop } from "@/lib/domain/shop";
import { passwordMinLength } from "@/lib/domain/validation/auth";
import english from "@/messages/en/validation.json";

type Key = keyof typeof english;

/** The shop's values the domain writes into its messages, filled in alike in every language. */
const values = {
  phone: shop.phone,
  count: orderLimits.openPerPhone,
  min: passwordMinLength,
  max: maxNewPasswordBytes,
};

const inEnglish = createTranslator({ locale: "en", messages: { validation: english }, namespace: "validation" });
const keyByText = new Map<string, Key>((Object.keys(english) as Key[]).map((key) => [inEnglish(key, values), key]));

/** The key of a domain message by its English text, or undefined for one the files do not hold. */
export const domainMessageKey = (text: string): Key | undefined => keyByText.get(text);

/** A domain message in the language `t` speaks; one the files do not hold stays as it came. */
export function domainMessageIn(t: (key: Key, filled: typeof values) => string, text: string): string {
  const key = keyByText.get(text);
  return key ? t(key, values) : text;
}

/** Puts a domain message into the page's language (undefined stays undefined: no error to show). */
export function useDomainMessage(): <T extends string | undefined>(text: T) => T | string {
  const t = useTranslations("validation");
  return (text) => (text === undefined ? text : domainMessageIn(t, text));
}

/** A form field's error in the page's language, or none. */
export const fieldError = (say: (text: string) => string, error: { message?: string } | undefined) =>
  error?.message === undefined ? undefined : say(error.message);
