import "server-only";
import Papa from "papaparse";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { lineDescription } from "@/lib/domain/order-text";
import { confirmationLabel, formatOrderNumber, orderStatusLabel, type Order } from "@/lib/domain/orders";

// The orders as a spreadsheet: one row per order, amounts in whole rupees, dates in the shop's zone.

/** A cell a spreadsheet would run as a formula (=, +, -, @) is read as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function ordersCsv(orders: Order[]): string {
  const rows = orders.map((order) => ({
    order: formatOrderNumber(order.number),
    transactionId: order.transactionId,
    date: formatDate(order.createdAt),
    time: formatTime(order.createdAt),
    status: orderStatusLabel[order.status],
    confirmation: confirmationLabel[order.confirmation],
    customer: asText(order.fullName),
    phone: asText(order.phone),
    email: asText(order.email ?? ""),
    address: asText(order.address),
    city: asText(order.city),
    items: asText(order.lines.map(lineDescription).join("; ")),
    subtotal: order.subtotal,
    delivery: order.deliveryCharge,
    discount: order.promoDiscount,
    total: order.total,
    promoCode: order.promoCode ?? "",
    payment: order.paymentMethod,
  }));
  return `\uFEFF${Papa.unparse(rows, { newline: "\r\n" })}\r\n`;
}
