import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

export const orderSelect = {
  id: true,
  transactionId: true,
  status: true,
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
  createdAt: true,
  updatedAt: true,
  user: { select: { id: true, name: true, email: true } },
  lines: {
    orderBy: { position: "asc" },
    select: {
      productId: true,
      productName: true,
      productImage: true,
      weight: true,
      quantity: true,
      unitPrice: true,
      originalPrice: true,
      product: {
        select: {
          id: true,
          name: true,
          price: true,
          images: { select: { fullImage: true, thumbnail: true }, orderBy: { position: "asc" } },
        },
      },
    },
  },
} satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/** A customer's orders, newest first. */
export function listOrdersByUser(userId: string): Promise<OrderRow[]> {
  return db.order.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: orderSelect });
}
