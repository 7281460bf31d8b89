// How an order is put into words: its lines, the confirmation-call promise, its history and the
// WhatsApp messages about it. One place, for the order page, the admin and the e-mails.
import { whatsappLink } from "./contact";
import { returnReasonLabel, type ReturnReason, type Shipment } from "./parcels";
import { shop } from "./shop";
import {
  confirmationLabel,
  formatOrderNumber,
  orderLineView,
  orderStatusLabel,
  type Order,
  type OrderEvent,
  type OrderLineView,
} from "./orders";
import { parsePhone } from "./phone";
import { formatRupees } from "./pricing";

/** A line in words ("Mamra Almonds (500g) × 2"), from what orderLineView shows. */
export const lineDescription = (line: Pick<OrderLineView, "name" | "weight" | "quantity">): string =>
  `${line.name}${line.weight ? ` (${line.weight})` : ""} × ${line.quantity}`;

export const confirmationPromise = (phone: string): string => `We will call you on ${phone} to confirm`;

export const deliveryPromise = `Delivered within ${shop.deliveryWindow} after the confirmation call.`;

/** The shopper's message to the shop about an order. */
export const orderChatLink = (number: number): string =>
  whatsappLink(
    shop.whatsappNumber,
    `Assalam-o-Alaikum! I have a question about my order ${formatOrderNumber(number)}.`,
  );

/**
 * The shop's confirmation message to the customer, with what they ordered and the cash to keep ready;
 * null when the order's number is not one WhatsApp can reach (taken before numbers were checked).
 */
/** A WhatsApp message from the shop to the customer; null for a number nobody can reach. */
function chatWithCustomer(phone: string, lines: string[]): string | null {
  const check = parsePhone(phone);
  return check.ok ? whatsappLink(check.phone.digits, lines.join("\n")) : null;
}

export function confirmationChatLink(
  order: Pick<Order, "number" | "fullName" | "phone" | "lines" | "total" | "address" | "city">,
): string | null {
  return chatWithCustomer(order.phone, [
    `Assalam-o-Alaikum ${order.fullName}! This is ${shop.name} about your order ${formatOrderNumber(order.number)}:`,
    ...order.lines.map((line) => `- ${lineDescription(orderLineView(line))}`),
    `Total ${formatRupees(order.total)}, cash on delivery, to ${order.address}, ${order.city}.`,
    "Please reply YES to confirm your order.",
  ]);
}

/** Who carries the parcel and under which number: "TCS, consignment number 77012345678". */
export const shipmentDescription = (shipment: { courier: { name: string }; consignmentNumber: string }): string =>
  `${shipment.courier.name}, consignment number ${shipment.consignmentNumber}`;

/** The words of the link to the courier's tracking page. */
export const trackingLinkText = (courier: string): string => `Track your parcel on ${courier}`;

/** The "on its way" news, as the e-mail and the WhatsApp message tell it. */
export const handedToCourier = (shipment: Shipment | null): string =>
  shipment
    ? `Your order has been handed to ${shipmentDescription(shipment)}.`
    : "Your order has been handed to the courier.";

/** The history's note of a parcel handed to its courier (shown to the shopper too). */
export const shippedNote = (shipment: { courier: { name: string }; consignmentNumber: string }): string =>
  `With ${shipmentDescription(shipment)}.`;

/** The history's note of a parcel that came back (shown to the shopper too). */
export const returnedNote = (reason: ReturnReason): string =>
  `The parcel came back to us: ${returnReasonLabel[reason].toLowerCase()}.`;

/** The history's note of the courier's payment of an order's cash (staff only). */
export const paymentNote = (payment: { amount: number; fee: number; courier: string; reference: string | null }) =>
  `${formatRupees(payment.amount)} collected by ${payment.courier}, fee ${formatRupees(payment.fee)}${payment.reference ? ` (${payment.reference})` : ""}.`;

export const keepCashReady = (total: number): string =>
  `Please keep ${formatRupees(total)} ready in cash for the rider.`;

/**
 * The shop's message to a customer whose parcel is on its way: courier, consignment number and the
 * tracking page. Null unless the order is shipped with a courier (a delivered parcel is not "on its way").
 */
export function shippedChatLink(
  order: Pick<Order, "number" | "fullName" | "phone" | "total" | "status" | "shipment">,
): string | null {
  const { shipment } = order;
  if (!shipment || order.status !== "Shipped") return null;
  return chatWithCustomer(order.phone, [
    `Assalam-o-Alaikum ${order.fullName}! This is ${shop.name}: your order ${formatOrderNumber(order.number)} is on its way with ${shipmentDescription(shipment)}.`,
    ...(shipment.trackingUrl ? [`${trackingLinkText(shipment.courier.name)}: ${shipment.trackingUrl}`] : []),
    keepCashReady(order.total),
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
