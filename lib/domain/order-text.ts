// How an order is put into words: its lines, the confirmation-call promise, its history and the
// WhatsApp messages about it. One place, for the order page, the admin and the e-mails. What the
// customer reads is in the message files (orderText), in the order's language where it is sent to
// them; the admin's words stay English.
import { createTranslator } from "next-intl";
import { keepLeftToRight, lineInDirection } from "@/lib/i18n/bidi";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";
import { whatsappLink } from "./contact";
import { returnReasonLabel, type ReturnReason, type Shipment } from "./parcels";
import { shop } from "./shop";
import {
  confirmationLabel,
  formatOrderNumber,
  orderLineViewIn,
  orderStatusLabel,
  type Order,
  type OrderEvent,
  type OrderLineView,
} from "./orders";
import { parsePhone } from "./phone";
import { formatRupees } from "./pricing";

const translators = new Map<Locale, ReturnType<typeof translatorIn>>();
const translatorIn = (locale: Locale) =>
  createTranslator({ locale, messages: messagesOf(locale), namespace: "orderText" });

/** The order's words in a language (messages/<locale>/orderText.json), outside React. */
export function orderWords(locale: Locale) {
  const known = translators.get(locale);
  if (known) return known;
  const made = translatorIn(locale);
  translators.set(locale, made);
  return made;
}

/** A line in words ("Mamra Almonds (500g) × 2"), from what orderLineView or orderLineViewIn shows. */
export const lineDescription = (
  line: Pick<OrderLineView, "name" | "weight" | "quantity">,
  locale: Locale = defaultLocale,
): string =>
  line.weight
    ? orderWords(locale)("lineWithWeight", { name: line.name, weight: line.weight, quantity: String(line.quantity) })
    : orderWords(locale)("line", { name: line.name, quantity: String(line.quantity) });

export const confirmationPromise = (phone: string, locale: Locale = defaultLocale): string =>
  orderWords(locale)("callPromise", { phone: keepLeftToRight(locale, phone) });

export const deliveryPromiseIn = (locale: Locale): string =>
  orderWords(locale)("deliveryPromise", {
    fewest: String(shop.deliveryDays.fewest),
    most: String(shop.deliveryDays.most),
  });

export const deliveryPromise = deliveryPromiseIn(defaultLocale);

/** The shopper's message to the shop about an order, in the order's language. */
export const orderChatLink = (number: number, locale: Locale = defaultLocale): string =>
  whatsappLink(
    shop.whatsappNumber,
    orderWords(locale)("chat.question", { number: keepLeftToRight(locale, formatOrderNumber(number)) }),
  );

/** A WhatsApp message from the shop to the customer; null for a number nobody can reach. */
function chatWithCustomer(phone: string, locale: Locale, lines: string[]): string | null {
  const check = parsePhone(phone);
  return check.ok
    ? whatsappLink(check.phone.digits, lines.map((line) => lineInDirection(locale, line)).join("\n"))
    : null;
}

/**
 * The shop's confirmation message to the customer, in the order's language, with what they ordered
 * and the cash to keep ready; null when the order's number is not one WhatsApp can reach (taken
 * before numbers were checked).
 */
export function confirmationChatLink(
  order: Pick<Order, "number" | "fullName" | "phone" | "lines" | "total" | "address" | "city" | "locale">,
): string | null {
  const { locale } = order;
  const t = orderWords(locale);
  return chatWithCustomer(order.phone, locale, [
    t("chat.confirmGreeting", {
      name: order.fullName,
      shop: shop.name,
      number: keepLeftToRight(locale, formatOrderNumber(order.number)),
    }),
    ...order.lines.map((line) => `- ${lineDescription(orderLineViewIn(locale)(line), locale)}`),
    t("chat.confirmTotal", {
      total: keepLeftToRight(locale, formatRupees(order.total)),
      address: order.address,
      city: order.city,
    }),
    t("chat.confirmAsk"),
  ]);
}

/** Who carries the parcel and under which number: "TCS, consignment number 77012345678". */
export const shipmentDescription = (
  shipment: { courier: { name: string }; consignmentNumber: string },
  locale: Locale = defaultLocale,
): string =>
  orderWords(locale)("shipment", {
    courier: shipment.courier.name,
    consignment: keepLeftToRight(locale, shipment.consignmentNumber),
  });

/** The words of the link to the courier's tracking page. */
export const trackingLinkText = (courier: string, locale: Locale = defaultLocale): string =>
  orderWords(locale)("trackingLink", { courier });

/** The "on its way" news, as the e-mail and the WhatsApp message tell it. */
export const handedToCourier = (shipment: Shipment | null, locale: Locale = defaultLocale): string =>
  shipment
    ? orderWords(locale)("handedTo", { shipment: shipmentDescription(shipment, locale) })
    : orderWords(locale)("handedToCourier");

/** The history's note of a parcel handed to its courier (shown to the shopper too). */
export const shippedNote = (shipment: { courier: { name: string }; consignmentNumber: string }): string =>
  `With ${shipmentDescription(shipment)}.`;

/** The history's note of a parcel that came back (shown to the shopper too). */
export const returnedNote = (reason: ReturnReason): string =>
  `The parcel came back to us: ${returnReasonLabel[reason].toLowerCase()}.`;

/** The history's note of the courier's payment of an order's cash (staff only). */
export const paymentNote = (payment: { amount: number; fee: number; courier: string; reference: string | null }) =>
  `${formatRupees(payment.amount)} collected by ${payment.courier}, fee ${formatRupees(payment.fee)}${payment.reference ? ` (${payment.reference})` : ""}.`;

export const keepCashReady = (total: number, locale: Locale = defaultLocale): string =>
  orderWords(locale)("keepCash", { total: keepLeftToRight(locale, formatRupees(total)) });

/**
 * The shop's message to a customer whose parcel is on its way: courier, consignment number and the
 * tracking page. Null unless the order is shipped with a courier (a delivered parcel is not "on its way").
 */
export function shippedChatLink(
  order: Pick<Order, "number" | "fullName" | "phone" | "total" | "status" | "shipment" | "locale">,
): string | null {
  const { shipment, locale } = order;
  if (!shipment || order.status !== "Shipped") return null;
  return chatWithCustomer(order.phone, locale, [
    orderWords(locale)("chat.shipped", {
      name: order.fullName,
      shop: shop.name,
      number: keepLeftToRight(locale, formatOrderNumber(order.number)),
      shipment: shipmentDescription(shipment, locale),
    }),
    ...(shipment.trackingUrl
      ? [`${trackingLinkText(shipment.courier.name, locale)}: ${keepLeftToRight(locale, shipment.trackingUrl)}`]
      : []),
    keepCashReady(order.total, locale),
  ]);
}

export type HistoryView = "staff" | "shopper";

const shopperStatusText: Record<Order["status"], string> = {
  NotProcessed: "Order received",
  Processing: "Confirmed and being packed",
  Shipped: "Handed to the courier",
  Delivered: "Delivered",
  Cancelled: "Cancelled",
};

const shopperCallText: Record<Order["confirmation"], string> = {
  Pending: "Waiting for our confirmation call",
  Confirmed: "Confirmed by phone",
  NoAnswer: "We called but could not reach you",
  WrongNumber: "We could not reach you on this number",
  CancelledByCustomer: "Cancelled at your request",
};

export function eventTitle(event: OrderEvent, view: HistoryView): string {
  switch (event.kind) {
    case "Placed":
      return "Order placed";
    case "Status":
      return view === "shopper"
        ? shopperStatusText[event.status ?? "NotProcessed"]
        : `Status: ${orderStatusLabel[event.status ?? "NotProcessed"]}`;
    case "Confirmation":
      return view === "shopper"
        ? shopperCallText[event.confirmation ?? "Pending"]
        : `Call: ${confirmationLabel[event.confirmation ?? "Pending"]}`;
    case "Note":
      return event.internal ? "Note (staff only)" : "Note";
    case "Payment":
      return "Cash received from the courier";
  }
}

/** Who did it: staff see the name, the shopper sees the shop, themselves, or the system. */
export function eventActor(event: OrderEvent, view: HistoryView): string {
  if (event.actor === "System") return "Automatic";
  if (event.actor === "Customer") return view === "shopper" ? "You" : (event.actorName ?? "Customer (guest)");
  return view === "shopper" ? shop.name : (event.actorName ?? "Admin");
}
