import "server-only";
import type { OrderActor, OrderEvent } from "@/lib/domain/orders";
import { isAdmin } from "../auth/current-user";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../users";

// An order's history: who placed it, changed its status, recorded a call's outcome or wrote a
// note, and when. Every entry is written in the transaction of the change it records.

export interface Actor {
  kind: OrderActor;
  id: string | null;
  name: string | null;
}

export const systemActor: Actor = { kind: "System", id: null, name: null };

/** The signed-in user as the history names them: an admin, or the customer (a guest has no name). */
export function actorOf(user: SessionUser | null): Actor {
  if (!user) return { kind: "Customer", id: null, name: null };
  return { kind: isAdmin(user) ? "Admin" : "Customer", id: user.id, name: user.name };
}

type EventInput = Pick<Prisma.OrderEventUncheckedCreateInput, "kind" | "status" | "confirmation" | "note" | "internal">;

export function recordEvent(tx: Prisma.TransactionClient, orderId: string, actor: Actor, event: EventInput) {
  return tx.orderEvent.create({
    data: { ...event, orderId, actor: actor.kind, actorId: actor.id, actorName: actor.name },
    select: { id: true },
  });
}

/** The history, oldest first; the shopper's view leaves out staff-only notes. */
export async function orderHistory(orderId: string, view: "staff" | "shopper"): Promise<OrderEvent[]> {
  const rows = await db.orderEvent.findMany({
    where: { orderId, ...(view === "shopper" ? { internal: false } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      kind: true,
      status: true,
      confirmation: true,
      note: true,
      internal: true,
      actor: true,
      actorName: true,
      createdAt: true,
    },
  });
  return rows.map((row) => ({
    ...row,
    // The shopper sees "the shop", not which member of staff.
    actorName: view === "shopper" ? null : row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
