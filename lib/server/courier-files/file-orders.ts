import "server-only";
import { courierFileMessages, type FileOrder } from "@/lib/domain/courier-files";
import { DomainError, refused } from "@/lib/domain/errors";
import type { Prisma } from "../generated/prisma/client";

// What both couriers' files read of an order, and how their imports refuse.

/**
 * A file's rows are written in one transaction, each order through the same steps as from its own
 * page (about 15 statements a row): 5,000 rows take some 30 s on a quiet 2-core server, and this
 * bounds them on a busy one.
 */
export const importTimeoutMs = 300_000;

export const fileOrderSelect = {
  id: true,
  number: true,
  fullName: true,
  city: true,
  total: true,
  status: true,
  courierId: true,
  consignmentNumber: true,
  courier: { select: { name: true } },
  paidAt: true,
  returnedAt: true,
} satisfies Prisma.OrderSelect;

export type FileOrderRow = Prisma.OrderGetPayload<{ select: typeof fileOrderSelect }>;

export function toFileOrder(order: FileOrderRow): FileOrder {
  return {
    id: order.id,
    number: order.number,
    customer: order.fullName,
    city: order.city,
    total: order.total,
    status: order.status,
  };
}

/**
 * Runs an import's change inside its transaction: a rule that says no there (an order changed since
 * the preview was made) refuses the whole import, naming the row when the change is one row's.
 */
export async function allOrNothing<T>(change: () => Promise<T>, row?: number): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof DomainError && (error.kind === "refused" || error.kind === "notFound"))
      throw refused(courierFileMessages.nothingImported(row ? `Row ${row}: ${error.message}` : error.message));
    throw error;
  }
}
