// The shop's texts in each language, one file per part of the shop and language:
// messages/en/<part>.json holds the spec's English, exactly; messages/ur/<part>.json the same keys
// in Urdu (tsc and lib/i18n/messages.test.ts fail on a key missing from either). Values that come
// from the shop's rules (a threshold, a number of days) are {placeholders} the component fills.
import enHeader from "@/messages/en/header.json";
import urHeader from "@/messages/ur/header.json";
import enMail from "@/messages/en/mail.json";
import urMail from "@/messages/ur/mail.json";
import enOrderText from "@/messages/en/orderText.json";
import urOrderText from "@/messages/ur/orderText.json";
import type { Locale } from "./locales";

const english = {
  header: enHeader,
  mail: enMail,
  orderText: enOrderText,
};

export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  ur: {
    header: urHeader,
    mail: urMail,
    orderText: urOrderText,
  },
};

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
