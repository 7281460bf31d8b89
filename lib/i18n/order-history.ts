// Where the shopper's words for an order's history are in the "order" part (its English is
// lib/domain/order-text.ts's eventTitle and eventActor for the shopper: order-texts.test.ts).
import type { OrderEvent } from "@/lib/domain/orders";

export const historyTitleKey = (event: OrderEvent) =>
  event.kind === "Status"
    ? (`status.${event.status ?? "NotProcessed"}` as const)
    : event.kind === "Confirmation"
      ? (`call.${event.confirmation ?? "Pending"}` as const)
      : event.kind;

/** The shop's own staff sign as the shop; null for them, who are named, not translated. */
export const historyActorKey = (event: OrderEvent) => (event.actor === "Admin" ? null : event.actor);
