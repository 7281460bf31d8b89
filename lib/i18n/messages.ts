// The shop's texts in each language, one file per part of the shop and language:
// messages/en/<part>.json holds the spec's English, exactly; messages/ur/<part>.json the same keys
// in Urdu (tsc and lib/i18n/messages.test.ts fail on a key missing from either). Values that come
// from the shop's rules (a threshold, a number of days) are {placeholders} the component fills.
import enAccount from "@/messages/en/account.json";
import enAccountValidation from "@/messages/en/accountValidation.json";
import enFooter from "@/messages/en/footer.json";
import enHeader from "@/messages/en/header.json";
import enInfo from "@/messages/en/info.json";
import enMenu from "@/messages/en/menu.json";
import enSearch from "@/messages/en/search.json";
import urAccount from "@/messages/ur/account.json";
import urAccountValidation from "@/messages/ur/accountValidation.json";
import urFooter from "@/messages/ur/footer.json";
import urHeader from "@/messages/ur/header.json";
import urInfo from "@/messages/ur/info.json";
import urMenu from "@/messages/ur/menu.json";
import urSearch from "@/messages/ur/search.json";
import type { Locale } from "./locales";

const english = {
  header: enHeader,
  footer: enFooter,
  menu: enMenu,
  search: enSearch,
  account: enAccount,
  accountValidation: enAccountValidation,
  info: enInfo,
};

export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  ur: {
    header: urHeader,
    footer: urFooter,
    menu: urMenu,
    search: urSearch,
    account: urAccount,
    accountValidation: urAccountValidation,
    info: urInfo,
  },
};

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
