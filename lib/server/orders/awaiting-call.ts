import "server-only";
import { Prisma } from "../generated/prisma/client";

/**
 * An order still waiting for its confirmation call, in SQL: lib/domain/orders.ts awaitsConfirmation,
 * rule for rule ('Not processed' is how the schema maps NotProcessed). `order` names the table.
 */
export const awaitingCall = (order: Prisma.Sql = Prisma.sql`"Order"`) =>
  Prisma.sql`${order}."status" = 'Not processed' AND ${order}."confirmation" <> 'Confirmed'`;
