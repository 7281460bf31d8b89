import "server-only";
import { heldOrderTexts } from "@/lib/domain/held-orders";
import type { Prisma } from "../generated/prisma/client";
import { recordEvent, systemActor, type Actor } from "./history";

// Orders placed with a blocked phone (lib/domain/held-orders.ts): held when placed (./create.ts, with
// Order.heldForReview and no mail to the customer), released when the confirmation call confirms
// them (./lifecycle.ts recordCallOutcome). Cancel as fake keeps the number blocked.

type Tx = Prisma.TransactionClient;

/** Tells the staff in the order's history why it is held. */
export function holdForReview(tx: Tx, orderId: string) {
  return recordEvent(tx, orderId, systemActor, { kind: "Note", note: heldOrderTexts.heldNote, internal: true });
}

/** The call confirmed the order: it is the shop's like any other, and its customer is e-mailed from now on. */
export async function releaseHold(tx: Tx, orderId: string, actor: Actor): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { heldForReview: false, mailsCustomer: true } });
  await recordEvent(tx, orderId, actor, { kind: "Note", note: heldOrderTexts.releasedNote, internal: true });
}
