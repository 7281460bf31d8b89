// What one online order may take of the stock before the confirmation call makes it real
// (./limits.ts orderLimits), and how a refusal says so: always with the way to order more.
import { createTranslator } from "next-intl";
import { keepLeftToRight } from "@/lib/i18n/bidi";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";
import { orderLimits } from "./limits";
import { formatRupees } from "./money";
import { stockPerPack, weightOptions } from "./pricing";
import { shop } from "./shop";

const translatorIn = (locale: Locale) => createTranslator({ locale, messages: messagesOf(locale) });
const translators = new Map<Locale, ReturnType<typeof translatorIn>>();
/** The refusals' words in a language, made once. */
function refusalWords(locale: Locale) {
  const made = translators.get(locale) ?? translatorIn(locale);
  translators.set(locale, made);
  return made;
}

const smallestWeight = weightOptions.reduce((least, option) => (option.multiplier < least.multiplier ? option : least));

/** The smallest amount of a product a shopper can buy: a 250 g pack, or one piece. */
export const smallestPack = (hasWeightSelection: boolean): number =>
  stockPerPack(hasWeightSelection ? smallestWeight.value : null);

export const perProductLimit = (hasWeightSelection: boolean): number =>
  hasWeightSelection ? orderLimits.perProduct.kg : orderLimits.perProduct.pieces;

/** A share of the shelf and what the network's waiting orders hold together, but always one pack. */
export function networkAllowance(shelf: number, held: number, hasWeightSelection: boolean): number {
  return Math.max(smallestPack(hasWeightSelection), orderLimits.networkShare * (shelf + held));
}

/** An amount of stock as a shopper reads it: '750 g', '2.5 kg', '1 piece', '3 pieces' (in Urdu '750 گرام'). */
export function formatStockAmount(amount: number, hasWeightSelection: boolean, locale: Locale = defaultLocale): string {
  const t = refusalWords(locale);
  if (hasWeightSelection) {
    const grams = Math.round(amount * 1000);
    return grams < 1000
      ? t("refusals.amount.grams", { grams: String(grams) })
      : t("refusals.amount.kilograms", { kilograms: String(Number((grams / 1000).toFixed(3))) });
  }
  return t("refusals.amount.pieces", { pieces: Math.round(amount) });
}

/** Down to whole packs: what can really be ordered of an amount. */
export const wholePacks = (amount: number, hasWeightSelection: boolean): number => {
  const pack = smallestPack(hasWeightSelection);
  return Math.floor(Math.round((amount / pack) * 1000) / 1000) * pack;
};

/**
 * Why an online order is refused, in the language it is placed in (messages/<locale>/refusals.json):
 * always with the way to order more. Product names come in that language too.
 */
export function orderRefusals(locale: Locale = defaultLocale) {
  const t = refusalWords(locale);
  const phone = keepLeftToRight(locale, shop.phone);
  const amount = (value: number, hasWeightSelection: boolean) =>
    keepLeftToRight(locale, formatStockAmount(value, hasWeightSelection, locale));
  const money = (value: number) => keepLeftToRight(locale, formatRupees(value));
  return {
    productGone: t("refusals.productGone"),
    /** `product` with its pack: "Mamra Almonds (500g)". */
    outOfStock: (product: string) => t("refusals.outOfStock", { product }),
    perProduct: (name: string, hasWeightSelection: boolean) =>
      t("refusals.perProduct", {
        name,
        amount: amount(perProductLimit(hasWeightSelection), hasWeightSelection),
        phone,
      }),
    networkShare: (name: string, allowed: number, hasWeightSelection: boolean) =>
      allowed > 0
        ? t("refusals.networkShare", { name, amount: amount(allowed, hasWeightSelection), phone })
        : t("refusals.networkShareNone", { name, phone }),
    awaitingValue: (total: number) =>
      t("refusals.awaitingValue", { limit: money(orderLimits.awaitingValue), total: money(total), phone }),
    openPerPhone: t("validation.openPerPhone", { count: orderLimits.openPerPhone, phone }),
    openPerNetwork: t("validation.openPerNetwork", { phone }),
  };
}

export type OrderRefusals = ReturnType<typeof orderRefusals>;

/** The refusals in English, as the API has always answered them. */
export const orderLimitMessages = orderRefusals();
