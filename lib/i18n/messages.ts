// The shop's texts in each language, one file per part of the shop and language:
// messages/en/<part>.json holds the spec's English, exactly; messages/ur/<part>.json the same keys
// in Urdu (tsc and lib/i18n/messages.test.ts fail on a key missing from either). Values that come
// from the shop's rules (a threshold, a number of days) are {placeholders} the component fills.
import enCheckout from "@/messages/en/checkout.json";
import enHeader from "@/messages/en/header.json";
import enOrder from "@/messages/en/order.json";
import enTrack from "@/messages/en/track.json";
import enValidation from "@/messages/en/validation.json";
import urCheckout from "@/messages/ur/checkout.json";
import urHeader from "@/messages/ur/header.json";
import urOrder from "@/messages/ur/order.json";
import urTrack from "@/messages/ur/track.json";
import urValidation from "@/messages/ur/validation.json";
import type { Locale } from "./locales";

const english = { header: enHeader, checkout: enCheckout, validation: enValidation, order: enOrder, track: enTrack };

export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  ur: { header: urHeader, checkout: urCheckout, validation: urValidation, order: urOrder, track: urTrack },
};

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
