// A phone's history at a glance ('3 orders: 2 delivered, 1 returned'): every order placed with the
// number however it was typed (Order.phoneKey), the one being looked at included, so the figure is
// what the orders list searched by that phone shows.
import type { Order } from "./orders";

/** Each order counts once: a returned parcel as returned, not as cancelled. */
export interface PhoneHistory {
  delivered: number;
  returned: number;
  /** Cancelled without a parcel coming back: by the customer, as fake, or let go unconfirmed. */
  cancelled: number;
  /** Not processed, Processing or Shipped. */
  open: number;
}

/** An order of the admin's list, with its phone as Order.phoneKey holds it: the key of its history. */
export type ListedOrder = Order & { phoneKey: string };

export const noPhoneHistory: PhoneHistory = { delivered: 0, returned: 0, cancelled: 0, open: 0 };

export const phoneHistoryTotal = (history: PhoneHistory): number =>
  history.delivered + history.returned + history.cancelled + history.open;

const parts = ["delivered", "returned", "cancelled", "open"] as const satisfies readonly (keyof PhoneHistory)[];

export const phoneHistoryTexts = {
  none: "No orders",
  firstOrder: "First order from this number",
  /** The link's accessible name: the summary alone does not say it leads to the orders. */
  linkLabel: (phone: string, summary: string) => `${summary}. See the orders of ${phone}`,
} as const;

/**
 * '3 orders: 2 delivered, 1 returned'. Beside an order (`ofAnOrder`), a number with that order alone
 * is its first.
 */
export function describePhoneHistory(history: PhoneHistory, { ofAnOrder = false } = {}): string {
  const total = phoneHistoryTotal(history);
  if (total === 0) return phoneHistoryTexts.none;
  if (total === 1 && ofAnOrder) return phoneHistoryTexts.firstOrder;
  const counted = parts.filter((part) => history[part] > 0).map((part) => `${history[part]} ${part}`);
  return `${total} ${total === 1 ? "order" : "orders"}: ${counted.join(", ")}`;
}

/**
 * A number whose parcels came back or whose orders were cancelled: worth a look before shipping.
 * Beside an order that is the number's only one, what became of it is on the order itself.
 */
export function phoneHistoryNeedsCare(history: PhoneHistory, { ofAnOrder = false } = {}): boolean {
  if (ofAnOrder && phoneHistoryTotal(history) === 1) return false;
  return history.returned + history.cancelled > 0;
}
