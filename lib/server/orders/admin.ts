import "server-only";
import { shopDayBounds } from "@/lib/domain/dates";
import { notFound, refused } from "@/lib/domain/errors";
import type { Order, OrderStatus } from "@/lib/domain/orders";
import { catalogChanged, stockChange } from "../catalog/changes";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { orderSelect, toOrder } from "./read";

/** Orders for the admin: filtered by status, searched by transaction id, phone or customer name. */
export async function listOrders(filter: { status?: OrderStatus; q?: string } = {}): Promise<Order[]> {
  const q = filter.q?.trim();
  const digits = q?.replace(/\D/g, "");
  const where: Prisma.OrderWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(q
      ? {
          OR: [
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

type Tx = Prisma.TransactionClient;

const lineStockSelect = {
  productId: true,
  productName: true,
  stockTaken: true,
  product: { select: { categoryId: true } },
} satisfies Prisma.OrderLineSelect;

type LineStock = Prisma.OrderLineGetPayload<{ select: typeof lineStockSelect }>;

/** Stock returned or taken again may bring a product back from sold out, or sell it out: its category's listing changes too. */
function stockMovedBy(lines: LineStock[]) {
  return stockChange(
    lines.flatMap((line) => line.productId ?? []),
    lines.flatMap((line) => (line.product ? [line.product.categoryId] : [])),
  );
}

async function returnStock(tx: Tx, lines: { productId: string | null; stockTaken: Prisma.Decimal }[]) {
  for (const line of lines)
    if (line.productId)
      await tx.product.updateMany({ where: { id: line.productId }, data: { stock: { increment: line.stockTaken } } });
}

async function takeStockAgain(
  tx: Tx,
  lines: { productId: string | null; productName: string; stockTaken: Prisma.Decimal }[],
) {
  for (const line of lines) {
    if (!line.productId) continue;
    const taken = await tx.product.updateMany({
      where: { id: line.productId, stock: { gte: line.stockTaken } },
      data: { stock: { decrement: line.stockTaken } },
    });
    if (taken.count === 0) throw refused(`Not enough stock of ${line.productName} to re-open this order.`);
  }
}

/**
 * Changes an order's status. Cancelling returns its stock once; re-opening a cancelled order takes
 * the stock again, or is refused (and nothing changes) when there is not enough.
 */
export async function updateOrderStatus(id: string, status: OrderStatus): Promise<void> {
  const lines = await db.$transaction(async (tx) => {
    // Lock the order row so two status changes cannot both return (or take) the stock.
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status::text FROM "Order" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Order not found");
    const order = await tx.order.findUniqueOrThrow({
      where: { id },
      select: { status: true, lines: { select: lineStockSelect } },
    });
    const cancelling = order.status !== "Cancelled" && status === "Cancelled";
    const reopening = order.status === "Cancelled" && status !== "Cancelled";
    if (cancelling) await returnStock(tx, order.lines);
    if (reopening) await takeStockAgain(tx, order.lines);
    await tx.order.update({ where: { id }, data: { status } });
    return cancelling || reopening ? order.lines : [];
  });
  await catalogChanged(stockMovedBy(lines));
}

/** Deletes an order; the stock of an order that was not cancelled goes back on the shelf. */
export async function deleteOrder(id: string): Promise<void> {
  const lines = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status::text FROM "Order" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Order not found");
    const order = await tx.order.findUniqueOrThrow({
      where: { id },
      select: { status: true, lines: { select: lineStockSelect } },
    });
    if (order.status !== "Cancelled") await returnStock(tx, order.lines);
    await tx.order.delete({ where: { id } });
    return order.status !== "Cancelled" ? order.lines : [];
  });
  await catalogChanged(stockMovedBy(lines));
}

export async function getOrderForSlip(id: string): Promise<Order | null> {
  const row = await db.order.findUnique({ where: { id }, select: orderSelect });
  return row && toOrder(row);
}
