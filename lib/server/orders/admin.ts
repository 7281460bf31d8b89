import "server-only";
import { shopDayBounds } from "@/lib/domain/dates";
import { parseOrderNumber, type Order, type OrderStatus } from "@/lib/domain/orders";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { orderSelect, toOrder } from "./read";

/** Orders for the admin: filtered by status, searched by order number, transaction id, phone or customer name. */
export async function listOrders(filter: { status?: OrderStatus; q?: string } = {}): Promise<Order[]> {
  const q = filter.q?.trim();
  const digits = q?.replace(/\D/g, "");
  const number = q ? parseOrderNumber(q) : null;
  const where: Prisma.OrderWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(q
      ? {
          OR: [
            ...(number ? [{ number }] : []),
            { transactionId: { contains: q, mode: "insensitive" } },
            { fullName: { contains: q, mode: "insensitive" } },
            { user: { name: { contains: q, mode: "insensitive" } } },
            { phone: { contains: q } },
            ...(digits && digits.length >= 4 ? [{ phone: { contains: digits } }] : []),
          ],
        }
      : {}),
  };
  const rows = await db.order.findMany({ where, orderBy: { createdAt: "desc" }, select: orderSelect, take: 500 });
  return rows.map(toOrder);
}

/** Orders placed today in the shop's time zone (Asia/Karachi). */
export async function listTodaysOrders(now = new Date()): Promise<Order[]> {
  const { start, end } = shopDayBounds(now);
  const rows = await db.order.findMany({
    where: { createdAt: { gte: start, lt: end } },
    orderBy: { createdAt: "desc" },
    select: orderSelect,
  });
  return rows.map(toOrder);
}

/** One order, for its admin page and its delivery slip. */
export async function getOrder(id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row && toOrder(row);
}
