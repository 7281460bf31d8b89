// The cash of cash-on-delivery orders after "Shipped" (DESIGN.md, "after Shipped"): a parcel either
// comes back or is delivered, and a delivered parcel's cash stays with its courier until the courier
// pays the shop. The rules the admin's order page, the cash page and the dashboard share.
import { formatOrderNumber, type Order, type OrderStatus } from "./orders";
import type { SalesPeriodKey } from "./reports";

const day = 24 * 60 * 60 * 1000;

/**
 * "Delivered but not paid after N days": couriers in Pakistan settle cash-on-delivery money weekly,
 * so a week is the default; the cash page takes another N within these bounds.
 */
export const unpaidAfterDays = { standard: 7, min: 1, max: 90 } as const;

/** Whole days elapsed since `from` (a delivery 47 hours ago is 1 day old); never negative. */
export function daysSince(from: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / day));
}

/** The instant before which a delivery is `days` old or more: the cut-off of the unpaid list. */
export const deliveredBefore = (days: number, now: Date): Date => new Date(now.getTime() - days * day);

/** "1 day", "9 days". */
export const formatDays = (days: number): string => `${days} ${days === 1 ? "day" : "days"}`;

/** Days the dashboard's return rate looks back over. */
export const returnRateDays = 30;

/** How many cities the return rate lists, those with the most parcels first. */
export const returnRateCities = 8;

/** Parcels whose fate is known (delivered or returned) and how many of them came back. */
export interface ParcelFates {
  parcels: number;
  returned: number;
}

/** The share of parcels returned, in whole percent; null when no parcel's fate is known yet. */
export function returnRate({ parcels, returned }: ParcelFates): number | null {
  return parcels === 0 ? null : Math.round((returned / parcels) * 100);
}

/** '12% (3 of 25 parcels)', or 'No parcels yet'. */
export function describeReturnRate(fates: ParcelFates): string {
  const rate = returnRate(fates);
  if (rate === null) return "No parcels yet";
  return `${rate}% (${fates.returned} of ${fates.parcels} ${fates.parcels === 1 ? "parcel" : "parcels"})`;
}

/** A shipped parcel can be recorded as returned once; the order is then Cancelled. */
export const mayRecordReturn = (order: Pick<Order, "status" | "returned">): boolean =>
  order.status === "Shipped" && order.returned === null;

/** Why the courier's payment of an order is refused; the payment is then not recorded at all. */
export const paymentRefusals = {
  alreadyPaid: (number: number) => `Order ${formatOrderNumber(number)} is already paid.`,
  cancelled: (number: number) => `Order ${formatOrderNumber(number)} is cancelled: there is no cash to collect for it.`,
  noCourier: (number: number) =>
    `Order ${formatOrderNumber(number)} has no courier: record its courier and consignment number when shipping it first.`,
  otherCourier: (number: number, courier: string) =>
    `Order ${formatOrderNumber(number)} was not shipped with ${courier}.`,
  notDelivered: (number: number) => `Order ${formatOrderNumber(number)} is not delivered.`,
};

export interface PayableOrder {
  number: number;
  status: OrderStatus;
  courierId: string | null;
  paid: boolean;
}

/**
 * Why `courier` cannot pay for the order, or null when it can: once, for a parcel it carried that
 * was delivered (a shipped one is then marked Delivered, as the courier's payment says it was).
 */
export function paymentRefusal(order: PayableOrder, courier: { id: string; name: string }): string | null {
  if (order.paid) return paymentRefusals.alreadyPaid(order.number);
  if (order.status === "Cancelled") return paymentRefusals.cancelled(order.number);
  if (order.courierId === null) return paymentRefusals.noCourier(order.number);
  if (order.courierId !== courier.id) return paymentRefusals.otherCourier(order.number, courier.name);
  if (order.status !== "Shipped" && order.status !== "Delivered") return paymentRefusals.notDelivered(order.number);
  return null;
}

/** Whether the order's page offers to record its courier's payment. */
export function mayRecordPayment(order: Pick<Order, "number" | "status" | "shipment" | "payment">): boolean {
  const courier = order.shipment?.courier;
  if (!courier) return false;
  return paymentRefusal({ ...order, courierId: courier.id, paid: order.payment !== null }, courier) === null;
}

/** Where parcels shipped before couriers were recorded are counted, in the return rate by courier. */
export const noCourierName = "No courier recorded";

/** The cash one courier still holds: the totals of the orders it delivered and has not paid for. */
export interface CourierCash {
  courier: { id: string; name: string };
  amount: number;
  orders: number;
  /** Days since the oldest of those deliveries. */
  oldestDays: number;
}

/** A delivered order whose cash the courier has not paid after the days asked for. */
export interface UnpaidDelivery {
  id: string;
  number: number;
  total: number;
  courier: string;
  consignmentNumber: string | null;
  city: string;
  deliveredAt: string;
  days: number;
}

/** One payment of the cash-on-delivery money from a courier, in whole rupees. */
export interface CourierPaymentSummary {
  id: string;
  at: string;
  courier: string;
  reference: string | null;
  amount: number;
  fees: number;
  orders: number;
  recordedBy: string | null;
}

export interface CashReport {
  asOf: string;
  withCouriers: CourierCash[];
  unpaid: { days: number; orders: UnpaidDelivery[]; count: number; amount: number };
  payments: CourierPaymentSummary[];
}

/** The net of a courier's payment: what reached the shop once its fees were kept. */
export const netOf = (payment: { amount: number; fees: number }) => payment.amount - payment.fees;

/** Sums over couriers: the cash page's total line and the dashboard's "cash with couriers". */
export function totalCash(couriers: CourierCash[]): { amount: number; orders: number } {
  return couriers.reduce((sum, row) => ({ amount: sum.amount + row.amount, orders: sum.orders + row.orders }), {
    amount: 0,
    orders: 0,
  });
}

/** A dashboard period's money beside its bookings: delivered in it, paid by couriers in it, returned in it. */
export interface PeriodCash {
  key: SalesPeriodKey;
  delivered: { revenue: number; orders: number };
  /** What the couriers said they collected for the orders they paid for in the period, and their fees. */
  paid: { amount: number; fees: number; orders: number };
  returned: { value: number; parcels: number };
}

export interface ReturnRateRow extends ParcelFates {
  name: string;
}

export interface ReturnRates {
  days: number;
  overall: ParcelFates;
  byCity: ReturnRateRow[];
  byCourier: ReturnRateRow[];
}

export interface CashFigures {
  periods: PeriodCash[];
  withCouriers: { amount: number; orders: number };
  returns: ReturnRates;
}
