import "server-only";
import type { Order } from "@/lib/domain/orders";
import { isWeight } from "@/lib/domain/pricing";
import { db } from "../db";
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

export function toOrder({ lines, createdAt, updatedAt, ...order }: OrderRow): Order {
  return {
    ...order,
    lines: lines.map(({ weight, product, ...line }) => ({
      ...line,
      weight: isWeight(weight) ? weight : null,
      product: product && {
        id: product.id,
        price: product.price,
        images: product.images,
        // As visibleProductWhere decides: active, and uncategorised or in an active category.
        visible: product.status === "Active" && (product.category?.status ?? "Active") === "Active",
      },
    })),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function listOrdersByUser(userId: string): Promise<Order[]> {
  const rows = await db.order.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: orderSelect });
  return rows.map(toOrder);
}
