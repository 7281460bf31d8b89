// What one online order may take of the stock before the confirmation call makes it real
// (./limits.ts orderLimits), and how a refusal says so: always with the way to order more.
import { orderLimits } from "./limits";
import { formatRupees } from "./money";
import { stockPerPack, weightOptions } from "./pricing";
import { shop } from "./shop";

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

/** An amount of stock as a shopper reads it: '750 g', '2.5 kg', '1 piece', '3 pieces'. */
export function formatStockAmount(amount: number, hasWeightSelection: boolean): string {
  if (hasWeightSelection) {
    const grams = Math.round(amount * 1000);
    return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(3))} kg`;
  }
  const pieces = Math.round(amount);
  return `${pieces} ${pieces === 1 ? "piece" : "pieces"}`;
}

/** Down to whole packs: what can really be ordered of an amount. */
export const wholePacks = (amount: number, hasWeightSelection: boolean): number => {
  const pack = smallestPack(hasWeightSelection);
  return Math.floor(Math.round((amount / pack) * 1000) / 1000) * pack;
};

const orderByPhone = `please call or WhatsApp us on ${shop.phone}`;

export const orderLimitMessages = {
  perProduct: (name: string, hasWeightSelection: boolean) =>
    `You can order at most ${formatStockAmount(perProductLimit(hasWeightSelection), hasWeightSelection)} of ${name} online. For a larger order, ${orderByPhone}.`,
  networkShare: (name: string, allowed: number, hasWeightSelection: boolean) =>
    allowed > 0
      ? `Sorry, ${name} is in high demand: we can take at most ${formatStockAmount(allowed, hasWeightSelection)} more of it in online orders from you until we have confirmed them by phone. For more, ${orderByPhone}.`
      : `Sorry, we cannot take more ${name} in online orders from you until we have confirmed your earlier order by phone. For more, ${orderByPhone}.`,
  awaitingValue: (total: number) =>
    `Orders waiting for our confirmation call may come to ${formatRupees(orderLimits.awaitingValue)} at most, and this one would make yours ${formatRupees(total)}. For a larger order, ${orderByPhone}.`,
  openPerPhone: `This phone number already has ${orderLimits.openPerPhone} orders waiting for our confirmation call. We will call you soon; to order more now, ${orderByPhone}.`,
  openPerNetwork: `Too many orders from your connection are waiting for our confirmation call. Please try again later, or ${orderByPhone}.`,
} as const;
