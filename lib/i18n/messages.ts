// The shop's texts in each language, one file per part of the shop and language:
// messages/en/<part>.json holds the spec's English, exactly; messages/ur/<part>.json the same keys
// in Urdu (tsc and lib/i18n/messages.test.ts fail on a key missing from either). Values that come
// from the shop's rules (a threshold, a number of days) are {placeholders} the component fills.
import enAccount from "@/messages/en/account.json";
import enCart from "@/messages/en/cart.json";
import enCatalog from "@/messages/en/catalog.json";
import enCheckout from "@/messages/en/checkout.json";
import enFooter from "@/messages/en/footer.json";
import enHeader from "@/messages/en/header.json";
import enInfo from "@/messages/en/info.json";
import enListing from "@/messages/en/listing.json";
import enMail from "@/messages/en/mail.json";
import enMenu from "@/messages/en/menu.json";
import enOrder from "@/messages/en/order.json";
import enOrderText from "@/messages/en/orderText.json";
import enProduct from "@/messages/en/product.json";
import enPurchase from "@/messages/en/purchase.json";
import enRefusals from "@/messages/en/refusals.json";
import enSearch from "@/messages/en/search.json";
import enTrack from "@/messages/en/track.json";
import enValidation from "@/messages/en/validation.json";
import urAccount from "@/messages/ur/account.json";
import urCart from "@/messages/ur/cart.json";
import urCatalog from "@/messages/ur/catalog.json";
import urCheckout from "@/messages/ur/checkout.json";
import urFooter from "@/messages/ur/footer.json";
import urHeader from "@/messages/ur/header.json";
import urInfo from "@/messages/ur/info.json";
import urListing from "@/messages/ur/listing.json";
import urMail from "@/messages/ur/mail.json";
import urMenu from "@/messages/ur/menu.json";
import urOrder from "@/messages/ur/order.json";
import urOrderText from "@/messages/ur/orderText.json";
import urProduct from "@/messages/ur/product.json";
import urPurchase from "@/messages/ur/purchase.json";
import urRefusals from "@/messages/ur/refusals.json";
import urSearch from "@/messages/ur/search.json";
import urTrack from "@/messages/ur/track.json";
import urValidation from "@/messages/ur/validation.json";
import type { Locale } from "./locales";

const english = {
  account: enAccount,
  cart: enCart,
  catalog: enCatalog,
  checkout: enCheckout,
  footer: enFooter,
  header: enHeader,
  info: enInfo,
  listing: enListing,
  mail: enMail,
  menu: enMenu,
  order: enOrder,
  orderText: enOrderText,
  product: enProduct,
  purchase: enPurchase,
  refusals: enRefusals,
  search: enSearch,
  track: enTrack,
  validation: enValidation,
};

export type Messages = typeof english;

const byLocale: Record<Locale, Messages> = {
  en: english,
  ur: {
    account: urAccount,
    cart: urCart,
    catalog: urCatalog,
    checkout: urCheckout,
    footer: urFooter,
    header: urHeader,
    info: urInfo,
    listing: urListing,
    mail: urMail,
    menu: urMenu,
    order: urOrder,
    orderText: urOrderText,
    product: urProduct,
    purchase: urPurchase,
    refusals: urRefusals,
    search: urSearch,
    track: urTrack,
    validation: urValidation,
  },
};

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
