// The domain's messages (lib/domain: the forms' checks, the server's refusals) in the page's
// language. They stay English in lib/domain and in the API's answers; the "validation" part holds
// each one under a key, its English exactly the domain's (domain-messages.test.ts ties them), so a
// message is found by its English text and shown in Urdu. One the files do not know (a refusal
// naming a product) stays the server's English.
import { createTranslator, useTranslations } from "next-intl";
import { orderLimits } from "@/lib/domain/limits";
import { shop } from "@/lib/domain/shop";
import english from "@/messages/en/validation.json";

type Key = keyof typeof english;

/** The shop's values the domain writes into its messages, filled in alike in every language. */
const values = { phone: shop.phone, count: orderLimits.openPerPhone };

const inEnglish = createTranslator({ locale: "en", messages: { validation: english }, namespace: "validation" });
const keyByText = new Map<string, Key>((Object.keys(english) as Key[]).map((key) => [inEnglish(key, values), key]));

/** The key of a domain message by its English text, or undefined for one the files do not hold. */
export const domainMessageKey = (text: string): Key | undefined => keyByText.get(text);

/** Puts a domain message into the page's language (undefined stays undefined: no error to show). */
export function useDomainMessage(): <T extends string | undefined>(text: T) => T | string {
  const t = useTranslations("validation");
  return (text) => {
    const key = text === undefined ? undefined : keyByText.get(text);
    return key ? t(key, values) : text;
  };
}
