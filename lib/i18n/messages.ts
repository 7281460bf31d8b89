// The shop's texts in each language, one file per part of the shop and language:
// messages/en/<part>.json holds the spec's English, exactly; messages/ur/<part>.json the same keys
// in Urdu (tsc and lib/i18n/messages.test.ts fail on a key missing from either). Values that come
// from the shop's rules (a threshold, a number of days) are {placeholders} the component fills.
import enCart from "@/messages/en/cart.json";
import enCatalog from "@/messages/en/catalog.json";
import enHeader from "@/messages/en/header.json";
import enListing from "@/messages/en/listing.json";
import enProduct from "@/messages/en/product.json";
import enPurchase from "@/messages/en/purchase.json";
import urCart from "@/messages/ur/cart.json";
import urCatalog from "@/messages/ur/catalog.json";
import urHeader from "@/messages/ur/header.json";
import urListing from "@/messages/ur/listing.json";
import urProduct from "@/messages/ur/product.json";
import urPurchase from "@/messages/ur/purchase.json";
import enMail from "@/messages/en/mail.json";
import urMail from "@/messages/ur/mail.json";
import enOrderText from "@/messages/en/orderText.json";
import urOrderText from "@/messages/ur/orderText.json";
import type { Locale } from "./locales";

const english = {
  header: enHeader,
  catalog: enCatalog,
  listing: enListing,
  product: enProduct,
  purchase: enPurchase,
  cart: enCart,
  mail: enMail,
  orderText: enOrderText,
};

export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  ur: {
    header: urHeader,
    catalog: urCatalog,
    listing: urListing,
    product: urProduct,
    purchase: urPurchase,
    cart: urCart,
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
