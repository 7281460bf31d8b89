import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { shopDaysRange } from "@/lib/domain/dates";
import { parseOrderNumber, type Order, type OrderStatus } from "@/lib/domain/orders";
import type { ListedOrder } from "@/lib/domain/phone-history";
import { phoneDigits, phonePattern } from "@/lib/domain/phone";
import { ordersPerPage, type OrderFilter } from "@/lib/domain/validation/admin-order";
import { cached } from "../cache/cached";
import { customersTag, ordersTag } from "../catalog/cache-tags";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { orderSelect, toOrder } from "./read";

/** A whole phone number finds an order however it was spelt. */
function orderWhere(filter: Partial<OrderFilter>): Prisma.OrderWhereInput {
  const q = filter.q?.trim();
  const digits = q?.replace(/\D/g, "");
  const number = q ? parseOrderNumber(q) : null;
  const placed = shopDaysRange(filter.from, filter.to);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.customer ? { userId: filter.customer } : {}),
    ...(filter.held ? { heldForReview: true } : {}),
    ...(placed.gte || placed.lt ? { createdAt: placed } : {}),
    ...(q
      ? {
          OR: [
            ...(number ? [{ number }] : []),
            { transactionId: { contains: q, mode: "insensitive" } },
            { fullName: { contains: q, mode: "insensitive" } },
            { user: { name: { contains: q, mode: "insensitive" } } },
            { phone: { contains: q } },
            ...(digits && digits.length >= 4 ? [{ phone: { contains: digits } }] : []),
            ...(q && phonePattern.test(q) ? [{ phoneKey: phoneDigits(q) }] : []),
          ],
        }
      : {}),
  };
}

/** The legacy get-all-orders call. */
export async function listOrders(filter: { status?: OrderStatus; q?: string } = {}): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: orderWhere(filter),
    orderBy: newestFirst(),
    select: orderSelect,
    take: 500,
  });
  return rows.map(toOrder);
}

/** Customers' names are searched too, so a renamed customer expires it. */
export const listOrdersPage = cached(
  "admin-orders-page",
  { tags: () => [ordersTag, customersTag] },
  async (filter: OrderFilter, perPage: number = ordersPerPage) => {
    const where = orderWhere(filter);
    const [total, rows] = await Promise.all([
      db.order.count({ where }),
      db.order.findMany({
        where,
        orderBy: newestFirst(),
        skip: (filter.page - 1) * perPage,
        take: perPage,
        // The phone's key, for its history beside each order (./phone-history.ts).
        select: { ...orderSelect, phoneKey: true },
      }),
    ]);
    return {
      orders: rows.map(({ phoneKey, ...row }): ListedOrder => ({ ...toOrder(row), phoneKey })),
      total,
      page: filter.page,
      pageCount: pageCountOf(total, perPage),
    };
  },
);

export const exportLimit = 20_000;
export async function listOrdersForExport(filter: OrderFilter): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: orderWhere(filter),
    orderBy: newestFirst(),
    take: exportLimit,
    select: orderSelect,
  });
  return rows.map(toOrder);
}

export async function getOrder(id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row && toOrder(row);
}
