// How an order is put into words: its lines, the confirmation-call promise, its history and the
// WhatsApp messages about it. One place, for the order page, the admin and the e-mails.
import { whatsappLink } from "./contact";
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
export function confirmationChatLink(
  order: Pick<Order, "number" | "fullName" | "phone" | "lines" | "total" | "address" | "city">,
): string | null {
  const check = parsePhone(order.phone);
  if (!check.ok) return null;
  const text = [
    `Assalam-o-Alaikum ${order.fullName}! This is ${shop.name} about your order ${formatOrderNumber(order.number)}:`,
    ...order.lines.map((line) => `- ${lineDescription(orderLineView(line))}`),
    `Total ${formatRupees(order.total)}, cash on delivery, to ${order.address}, ${order.city}.`,
    "Please reply YES to confirm your order.",
  ].join("\n");
  return whatsappLink(check.phone.digits, text);
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
