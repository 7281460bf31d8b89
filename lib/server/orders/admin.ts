import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { shopDaysRange } from "@/lib/domain/dates";
import { parseOrderNumber, type Order, type OrderStatus } from "@/lib/domain/orders";
import { phoneDigits, phonePattern } from "@/lib/domain/phone";
import { ordersPerPage, type OrderFilter } from "@/lib/domain/validation/admin-order";
import { cached } from "../cache/cached";
import { customersTag, ordersTag } from "../catalog/cache-tags";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { orderSelect, toOrder } from "./read";

/**
 * The admin's order filter in SQL: status, customer, placed between two days, and a search by order
 * number, transaction id, name or phone (a whole number finds it however each order spelt it).
 */
function orderWhere(filter: Partial<OrderFilter>): Prisma.OrderWhereInput {
  const q = filter.q?.trim();
  const digits = q?.replace(/\D/g, "");
  const number = q ? parseOrderNumber(q) : null;
  const placed = shopDaysRange(filter.from, filter.to);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.customer ? { userId: filter.customer } : {}),
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

/** Orders for the legacy get-all-orders call: filtered by status and searched, newest first, at most 500. */
export async function listOrders(filter: { status?: OrderStatus; q?: string } = {}): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: orderWhere(filter),
    orderBy: { createdAt: "desc" },
    select: orderSelect,
    take: 500,
  });
  return rows.map(toOrder);
}

/**
 * One page of the admin's orders list, newest first: kept until an order changes or a customer
 * (whose name the search finds) does.
 */
export const listOrdersPage = cached(
  "admin-orders-page",
  { tags: () => [ordersTag, customersTag] },
  async (filter: OrderFilter, perPage: number = ordersPerPage) => {
    const where = orderWhere(filter);
    const [total, rows] = await Promise.all([
      db.order.count({ where }),
      db.order.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: (filter.page - 1) * perPage,
        take: perPage,
        select: orderSelect,
      }),
    ]);
    return {
      orders: rows.map(toOrder),
      total,
      page: filter.page,
      pageCount: pageCountOf(total, perPage),
    };
  },
);

/** Every order the filter finds, newest first, for the CSV export (at most `exportLimit`). */
export const exportLimit = 20_000;
export async function listOrdersForExport(filter: OrderFilter): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: orderWhere(filter),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: exportLimit,
    select: orderSelect,
  });
  return rows.map(toOrder);
}

/** One order, for its admin page and its delivery slip. */
export async function getOrder(id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row && toOrder(row);
}
