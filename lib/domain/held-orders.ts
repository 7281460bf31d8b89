// An order placed with a blocked number (BlockedPhone) is taken as any other, so its shopper sees the
// usual order page, but held for the staff to review: its customer is not e-mailed (the address may
// be a stranger's) until the confirmation call confirms it, which releases it.
import { formatDate } from "./dates";
import { formatOrderNumber } from "./orders";
import type { PhoneHistory } from "./phone-history";

/** Why the number is blocked, as the order page tells it; null once it has been unblocked. */
export interface PhoneBlockCause {
  createdAt: string;
  blockedBy: string | null;
  /** The order cancelled as fake that blocked it; null when blocked by hand (or the order was deleted). */
  order: { id: string; number: number } | null;
  reason: string | null;
}

/** A number on the block list, as its page shows it. */
export interface BlockedPhoneEntry extends PhoneBlockCause {
  /** As Order.phoneKey: the entry's id. */
  phoneKey: string;
  /** As the fake order, or the admin, typed it. */
  phone: string;
  history: PhoneHistory;
}

function blockedBecause(block: PhoneBlockCause): string {
  const on = formatDate(block.createdAt);
  if (block.order) return `cancelled as fake on ${on}, order ${formatOrderNumber(block.order.number)}`;
  const by = block.blockedBy ? ` by ${block.blockedBy}` : "";
  return `blocked${by} on ${on}${block.reason ? `: ${block.reason}` : ""}`;
}

export const heldOrderTexts = {
  badge: "Held",
  filter: "Held for review only",
  notice: (block: PhoneBlockCause | null) =>
    block
      ? `Held for review: this number is blocked (${blockedBecause(block)}).`
      : "Held for review: this number was blocked when the order was placed; it has been unblocked since.",
  release: "Record the call as Confirmed to release it: its customer is e-mailed from then on.",
  /** Staff-only history entries. */
  heldNote: "Held for review: the phone number is on the block list. The customer is not e-mailed.",
  releasedNote: "Released from review: the confirmation call confirmed the order.",
  /** The shop's own new-order mail (SHOP_ORDER_EMAIL). */
  shopMailSubject: (subject: string) => `Held for review: ${subject}`,
  shopMailLine:
    "Held for review: this phone number is on the block list. The customer has not been e-mailed; call them, and record the call as Confirmed to release the order.",
} as const;
