import "server-only";
import { toCsv } from "@/lib/domain/csv";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { lineDescription } from "@/lib/domain/order-text";
import { confirmationLabel, formatOrderNumber, orderLineView, orderStatusLabel, type Order } from "@/lib/domain/orders";

// The orders as a spreadsheet: one row per order, amounts in whole rupees, dates in the shop's zone.

const columns = {
  order: (order: Order) => formatOrderNumber(order.number),
  transactionId: (order: Order) => order.transactionId,
  date: (order: Order) => formatDate(order.createdAt),
  time: (order: Order) => formatTime(order.createdAt),
  status: (order: Order) => orderStatusLabel[order.status],
  confirmation: (order: Order) => confirmationLabel[order.confirmation],
  customer: (order: Order) => order.fullName,
  phone: (order: Order) => order.phone,
  email: (order: Order) => order.email ?? "",
  address: (order: Order) => order.address,
  city: (order: Order) => order.city,
  items: (order: Order) => order.lines.map((line) => lineDescription(orderLineView(line))).join("; "),
  subtotal: (order: Order) => order.subtotal,
  delivery: (order: Order) => order.deliveryCharge,
  discount: (order: Order) => order.promoDiscount,
  total: (order: Order) => order.total,
  promoCode: (order: Order) => order.promoCode ?? "",
  payment: (order: Order) => order.paymentMethod,
};

export function ordersCsv(orders: Order[]): string {
  const cells = Object.values(columns);
  return toCsv([Object.keys(columns), ...orders.map((order) => cells.map((cell) => cell(order)))]);
}
