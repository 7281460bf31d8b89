import "server-only";
import type { Order } from "@/lib/domain/orders";
import { trackingLink } from "@/lib/domain/parcels";
import { isWeight } from "@/lib/domain/pricing";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";

export const orderSelect = {
  id: true,
  number: true,
  transactionId: true,
  status: true,
  confirmation: true,
  confirmationAttempts: true,
  isGuest: true,
  fullName: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  specialInstructions: true,
  subtotal: true,
  deliveryCharge: true,
  promoDiscount: true,
  total: true,
  paymentMethod: true,
  promoCode: true,
  heldForReview: true,
  consignmentNumber: true,
  shippedAt: true,
  deliveredAt: true,
  returnedAt: true,
  returnReason: true,
  paidAt: true,
  paidAmount: true,
  courierFee: true,
  locale: true,
  courier: { select: { id: true, name: true, trackingUrl: true } },
  createdAt: true,
  updatedAt: true,
  user: { select: { id: true, name: true, email: true } },
  lines: {
    orderBy: { position: "asc" },
    select: {
      productName: true,
      productImage: true,
      weight: true,
      quantity: true,
      unitPrice: true,
      originalPrice: true,
      product: {
        select: {
          id: true,
          nameUr: true,
          price: true,
          status: true,
          category: { select: { status: true } },
          images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" } },
        },
      },
    },
  },
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toOrder(row: OrderRow): Order {
  const { lines, createdAt, updatedAt, courier, consignmentNumber, shippedAt, deliveredAt, ...rest } = row;
  const { returnedAt, returnReason, paidAt, paidAmount, courierFee, locale, ...order } = rest;
  return {
    ...order,
    // The database allows only the shop's languages (Order_locale_known).
    locale: isLocale(locale) ? locale : defaultLocale,
    shipment:
      courier && consignmentNumber
        ? {
            courier: { id: courier.id, name: courier.name },
            consignmentNumber,
            trackingUrl: trackingLink(courier.trackingUrl, consignmentNumber),
            shippedAt: (shippedAt ?? updatedAt).toISOString(),
          }
        : null,
    deliveredAt: iso(deliveredAt),
    returned: returnedAt && returnReason ? { at: returnedAt.toISOString(), reason: returnReason } : null,
    payment: paidAt ? { at: paidAt.toISOString(), amount: paidAmount ?? 0, fee: courierFee ?? 0 } : null,
    lines: lines.map(({ weight, product, ...line }) => ({
      ...line,
      weight: isWeight(weight) ? weight : null,
      product: product && {
        id: product.id,
        price: product.price,
        images: product.images,
        nameUr: product.nameUr,
        // As visibleProductWhere decides: active, and uncategorised or in an active category.
        visible: product.status === "Active" && (product.category?.status ?? "Active") === "Active",
      },
    })),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function listOrdersByUser(userId: string): Promise<Order[]> {
  const rows = await db.order.findMany({ where: { userId }, orderBy: newestFirst(), select: orderSelect });
  return rows.map(toOrder);
}
