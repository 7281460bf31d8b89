// Orders: the statuses (the database's enum names and the labels the spec shows and the API speaks)
// and the order as the shop reads it.
import type { CartLine } from "./cart";
import type { CatalogImage } from "./catalog";
import type { OrderPayment, ParcelReturn, Shipment } from "./parcels";
import type { Locale } from "@/lib/i18n/locales";
import { textIn } from "@/lib/i18n/translated";
import type { Weight } from "./pricing";
import type { CheckoutForm } from "./validation/checkout";

export const orderStatuses = ["NotProcessed", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Orders neither delivered nor cancelled, in the order they move on: cash is still to be collected. */
export const openOrderStatuses = ["NotProcessed", "Processing", "Shipped"] as const satisfies readonly OrderStatus[];
export const isOpenOrder = (status: OrderStatus): boolean =>
  (openOrderStatuses as readonly OrderStatus[]).includes(status);

export const orderStatusLabel: Record<OrderStatus, string> = {
  NotProcessed: "Not processed",
  Processing: "Processing",
  Shipped: "Shipped",
  Delivered: "Delivered",
  Cancelled: "Cancelled",
};

export const orderNumberPrefix = "MDF-";
export const formatOrderNumber = (number: number): string => `${orderNumberPrefix}${number}`;

export const adminOrderPath = (id: string): string => `/admin/dashboard/orders/${id}`;

/** An order number as someone may type it ("MDF-10234", "mdf 10234", "#10234", "10234"); null when it is not one. */
export function parseOrderNumber(input: string): number | null {
  if (input.length > 30) return null;
  const match = /^\s*(?:mdf[\s-]*|#\s*)?(\d{1,9})\s*$/i.exec(input);
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

export const deliverySlipUrl = (orderId: string) => `/api/delivery-slip/pdf-alt/${encodeURIComponent(orderId)}`;

/** The confirmation call's outcomes (the shipping policy's call), recorded beside the status. */
export const orderConfirmations = ["Pending", "Confirmed", "NoAnswer", "WrongNumber", "CancelledByCustomer"] as const;
export type OrderConfirmation = (typeof orderConfirmations)[number];
/** What the staff can record after a call. */
export const callOutcomes = ["Confirmed", "NoAnswer", "WrongNumber", "CancelledByCustomer"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const confirmationLabel: Record<OrderConfirmation, string> = {
  Pending: "Waiting for confirmation",
  Confirmed: "Confirmed",
  NoAnswer: "No answer",
  WrongNumber: "Wrong number",
  CancelledByCustomer: "Cancelled by the customer",
};

export const awaitsConfirmation = (order: Pick<Order, "status" | "confirmation">): boolean =>
  order.status === "NotProcessed" && order.confirmation !== "Confirmed";

/** An order may be cancelled as fake until it is delivered (its cash is then in hand). */
export const mayCancelAsFake = (status: OrderStatus): boolean => status !== "Delivered";

export const orderActors = ["Customer", "Admin", "System"] as const;
export type OrderActor = (typeof orderActors)[number];

/** Internal notes never reach the shopper. */
export interface OrderEvent {
  id: string;
  kind: "Placed" | "Status" | "Confirmation" | "Note" | "Payment";
  status: OrderStatus | null;
  confirmation: OrderConfirmation | null;
  note: string | null;
  internal: boolean;
  actor: OrderActor;
  actorName: string | null;
  createdAt: string;
}

export function orderStatusFromLabel(label: string): OrderStatus | undefined {
  return orderStatuses.find((status) => orderStatusLabel[status] === label || status === label);
}

export interface OrderLine {
  /**
   * The product as it is now; null once deleted. A line shows what was sold (orderLineView), so
   * this gives only the link, a fallback image and the legacy API's `pPrice`; never the English
   * name. Its Urdu name (absent from the legacy contract's orders) names the line on the Urdu
   * order pages, e-mails and WhatsApp messages only (orderLineViewIn): a line's snapshot is English.
   */
  product: { id: string; price: number; images: CatalogImage[]; visible: boolean; nameUr?: string } | null;
  /** The snapshot taken when the order was placed. */
  productName: string;
  productImage: string | null;
  weight: Weight | null;
  quantity: number;
  /** Price of one pack as sold, after the offer. */
  unitPrice: number;
  originalPrice: number;
}

/** The spec's words for a line with nothing to name it by. */
export const missingProductName = "Product not found";

/** An order line as every view shows it (the order pages, My Orders, the admin, slips, mails, exports). */
export interface OrderLineView {
  name: string;
  weight: Weight | null;
  quantity: number;
  unitPrice: number;
  total: number;
  /** For productImageUrl; null shows the placeholder. */
  image: CatalogImage | string | null;
  /** The product's page while shoppers may still buy it; null once it is deleted, disabled or hidden. */
  href: string | null;
}

/**
 * What was sold, never the product as it is now, so renaming, repricing, disabling or deleting a
 * product leaves past orders as they were. Only a line sold without an image takes the product's.
 */
export function orderLineView(line: OrderLine): OrderLineView {
  return {
    name: line.productName.trim() || missingProductName,
    weight: line.weight,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: line.unitPrice * line.quantity,
    image: line.productImage ?? line.product?.images[0] ?? null,
    href: line.product?.visible ? `/products/${line.product.id}` : null,
  };
}

/**
 * A line as the customer reads it in `locale` (order pages, their e-mails and WhatsApp messages):
 * in Urdu named by its product's Urdu name where it has one (the line stores only the English it
 * was sold under); otherwise as orderLineView. Slips, exports and the admin keep the name as sold.
 */
export const orderLineViewIn =
  (locale: Locale) =>
  (line: OrderLine): OrderLineView => {
    const view = orderLineView(line);
    return { ...view, name: textIn(view.name, line.product?.nameUr, locale) };
  };

/** Dates are ISO strings. */
export interface Order {
  id: string;
  /** The human number (see formatOrderNumber). */
  number: number;
  transactionId: string;
  status: OrderStatus;
  confirmation: OrderConfirmation;
  confirmationAttempts: number;
  isGuest: boolean;
  user: { id: string; name: string; email: string } | null;
  fullName: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  specialInstructions: string | null;
  subtotal: number;
  deliveryCharge: number;
  promoDiscount: number;
  total: number;
  paymentMethod: string;
  promoCode: string | null;
  lines: OrderLine[];
  /** Placed with a blocked phone: staff review it before anything else happens. */
  heldForReview: boolean;
  /** Set once shipped with a courier (orders shipped before couriers were recorded have none). */
  shipment: Shipment | null;
  deliveredAt: string | null;
  /** A shipped parcel that came back; the order is then Cancelled. */
  returned: ParcelReturn | null;
  /** The courier paid the shop this order's cash. */
  payment: OrderPayment | null;
  /** The language it was placed in: its e-mails and WhatsApp messages to the customer are in it. */
  locale: Locale;
  createdAt: string;
  updatedAt: string;
}

/** create-order's `message`: a retry of a transaction id that placed its order is answered that order. */
export const orderAnswers = {
  placed: "Order placed successfully",
  alreadyPlaced: "This order was already placed",
} as const;

/** An order as the checkout asks for it; the server prices it again and answers the `Order`. */
export interface OrderRequest {
  lines: Pick<CartLine, "id" | "weight" | "quantity">[];
  contact: CheckoutForm;
  customerId: string | null;
  /** One per checkout, so a retried submission is answered with the order it already placed. */
  transactionId: string;
  promoCode: string | null;
  /** The page's language; the order's e-mails are written in it. */
  locale: Locale;
  /** What the shopper was shown; sent because the legacy payload has them, never read by the server. */
  shown: { subtotal: number; deliveryCharge: number; promoDiscount: number; total: number };
}
