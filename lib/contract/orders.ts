// Orders in the legacy REST contract: lines as { id: product | null, quantitiy, weight, price }, the
// status as its label ("Not processed"), the totals as an orderBreakdown.
import { isWeight } from "@/lib/domain/pricing";
import { defaultLocale } from "@/lib/i18n/locales";
import {
  formatOrderNumber,
  parseOrderNumber,
  orderStatusFromLabel,
  orderLineView,
  orderStatusLabel,
  type Order,
} from "@/lib/domain/orders";
import { fromLegacyImage, toLegacyImage } from "./catalog";

interface Totals {
  subtotal: number;
  deliveryCharge: number;
  promoDiscount: number;
  total: number;
}

export function toLegacyBreakdown(totals: Totals) {
  return {
    subtotal: totals.subtotal,
    deliveryCharges: totals.deliveryCharge,
    promoCodeDiscount: totals.promoDiscount,
    finalTotal: totals.total,
  };
}

export type LegacyBreakdown = ReturnType<typeof toLegacyBreakdown>;

export function fromLegacyBreakdown(breakdown: LegacyBreakdown): Totals {
  return {
    subtotal: breakdown.subtotal,
    deliveryCharge: breakdown.deliveryCharges,
    promoDiscount: breakdown.promoCodeDiscount,
    total: breakdown.finalTotal,
  };
}

/** A status label the API speaks, read back; an unknown one is a contract breach, not a guess. */
function statusFromLabel(label: string) {
  const status = orderStatusFromLabel(label);
  if (!status) throw new Error(`Unknown order status "${label}"`);
  return status;
}

function numberFromLabel(label: string) {
  const number = parseOrderNumber(label);
  if (number === null) throw new Error(`Unknown order number "${label}"`);
  return number;
}

/**
 * Staff see everything; a shopper's own answers leave out what is the shop's business: that the
 * order is held because its number is blocked, and what the courier paid and kept for it.
 */
export type OrderView = "staff" | "shopper";

export function toLegacyOrder(order: Order, view: OrderView = "staff") {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    transactionId: order.transactionId,
    status: orderStatusLabel[order.status],
    confirmation: order.confirmation,
    confirmationAttempts: order.confirmationAttempts,
    amount: order.total,
    user: order.user ? { _id: order.user.id, name: order.user.name, email: order.user.email } : null,
    customerInfo: {
      fullName: order.fullName,
      email: order.email ?? "",
      specialInstructions: order.specialInstructions ?? "",
    },
    phone: order.phone,
    address: order.address,
    city: order.city,
    isGuest: order.isGuest,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    orderBreakdown: toLegacyBreakdown(order),
    // `id` is the product as the original API populated it, but its pName is the name sold
    // (orderLineView): an old client shows that as the line, and a renamed product must not change it.
    allProduct: order.lines.map((line) => ({
      id: line.product
        ? {
            _id: line.product.id,
            pName: orderLineView(line).name,
            pImages: line.product.images.map(toLegacyImage),
            pPrice: line.product.price,
          }
        : null,
      productName: line.productName,
      productImage: line.productImage,
      quantitiy: line.quantity,
      quantity: line.quantity,
      weight: line.weight ?? "",
      price: line.unitPrice,
      originalPrice: line.originalPrice,
    })),
    // Added beside the spec's fields: the parcel after "Shipped", its return and the courier's payment.
    ...(view === "staff" ? { heldForReview: order.heldForReview, payment: order.payment } : {}),
    shipment: order.shipment && {
      courier: { _id: order.shipment.courier.id, name: order.shipment.courier.name },
      consignmentNumber: order.shipment.consignmentNumber,
      trackingUrl: order.shipment.trackingUrl,
      shippedAt: order.shipment.shippedAt,
    },
    deliveredAt: order.deliveredAt,
    returned: order.returned,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export type LegacyOrder = ReturnType<typeof toLegacyOrder>;

export function fromLegacyOrder(order: LegacyOrder): Order {
  return {
    id: order._id,
    number: numberFromLabel(order.orderNumber),
    transactionId: order.transactionId,
    status: statusFromLabel(order.status),
    confirmation: order.confirmation,
    confirmationAttempts: order.confirmationAttempts,
    ...fromLegacyBreakdown(order.orderBreakdown),
    user: order.user ? { id: order.user._id, name: order.user.name, email: order.user.email } : null,
    fullName: order.customerInfo.fullName,
    email: order.customerInfo.email || null,
    specialInstructions: order.customerInfo.specialInstructions || null,
    phone: order.phone,
    address: order.address,
    city: order.city,
    isGuest: order.isGuest,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    // The legacy answer does not carry the order's language (its shape is the contract's).
    locale: defaultLocale,
    lines: order.allProduct.map((line) => ({
      // The answer does not say whether shoppers may still see the product: read back, no line links to it.
      product: line.id
        ? { id: line.id._id, images: line.id.pImages.map(fromLegacyImage), price: line.id.pPrice, visible: false }
        : null,
      productName: line.productName,
      productImage: line.productImage,
      quantity: line.quantity,
      weight: isWeight(line.weight) ? line.weight : null,
      unitPrice: line.price,
      originalPrice: line.originalPrice,
    })),
    heldForReview: order.heldForReview ?? false,
    shipment: order.shipment && {
      courier: { id: order.shipment.courier._id, name: order.shipment.courier.name },
      consignmentNumber: order.shipment.consignmentNumber,
      trackingUrl: order.shipment.trackingUrl,
      shippedAt: order.shipment.shippedAt,
    },
    deliveredAt: order.deliveredAt,
    returned: order.returned,
    payment: order.payment ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** The order a reused transaction id placed, as create-order's 409 names it to its own buyer. */
export interface LegacyPlacedOrder {
  orderNumber: string;
  orderUrl: string;
  total: number;
  createdAt: string;
}

export function toLegacyPlacedOrder(order: Order, orderUrl: string): LegacyPlacedOrder {
  return { orderNumber: formatOrderNumber(order.number), orderUrl, total: order.total, createdAt: order.createdAt };
}

/** A placed order read back from an answer, or null when it is not one (a stranger's bare 409). */
export function fromLegacyPlacedOrder(
  value: unknown,
): { orderNumber: string; url: string; total: number; placedAt: string } | null {
  const placed = value as Partial<LegacyPlacedOrder> | undefined;
  if (
    typeof placed?.orderNumber !== "string" ||
    typeof placed.orderUrl !== "string" ||
    !placed.orderUrl.startsWith("/orders/") ||
    typeof placed.total !== "number" ||
    typeof placed.createdAt !== "string"
  )
    return null;
  return { orderNumber: placed.orderNumber, url: placed.orderUrl, total: placed.total, placedAt: placed.createdAt };
}
