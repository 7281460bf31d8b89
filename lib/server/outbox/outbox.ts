import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

// A durable outbox in PostgreSQL. A message is written in the transaction of the change it tells
// about, so it exists exactly when the change does. Any instance's worker then claims due messages
// (FOR UPDATE SKIP LOCKED, with a lease: a worker that dies mid-send leaves them to another once
// the lease runs out), sends them and marks them sent; a failure is retried with a growing delay.
// A message is never sent twice unless a worker dies between the mail server's acceptance and the
// mark, a window of one statement; its Message-ID is fixed, so even then the copies are one message.

export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  topic: string;
  orderId: string | null;
  /** One message per event and recipient: writing the same key again changes nothing. */
  dedupeKey: string;
}

export interface DueMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export type Send = (message: DueMessage) => Promise<void>;

export async function enqueue(tx: Prisma.TransactionClient, messages: NewMessage[]): Promise<void> {
  if (messages.length > 0) await tx.outboxMessage.createMany({ data: messages, skipDuplicates: true });
}

export interface DeliveryOptions {
  send: Send;
  /** How long a claimed message is left to its worker before another may take it. */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs?: number;
  /** A message still failing this long after it was written is given up (and listed as not sent). */
  giveUpAfterMs?: number;
  batchSize?: number;
}

const maxRetryDelayMs = 60 * 60 * 1000;

export const retryDelayMs = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);

/** Claims the messages due now, sends them one by one, and records each outcome. */
export async function deliverDue({
  send,
  leaseMs = 60_000,
  retryBaseMs = 30_000,
  giveUpAfterMs = 24 * 60 * 60 * 1000,
  batchSize = 20,
}: DeliveryOptions): Promise<{ sent: number; failed: number }> {
  const due = await db.$queryRaw<DueMessage[]>`
    UPDATE "OutboxMessage" SET "nextAttemptAt" = now() + ${leaseMs} * interval '1 millisecond', "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMessage" WHERE "nextAttemptAt" <= now()
      ORDER BY "nextAttemptAt" LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "subject", "text", "html", "attempts"`;
  let sent = 0;
  for (const message of due) {
    try {
      await send(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.$executeRaw`
        UPDATE "OutboxMessage" SET "lastError" = ${reason},
          "nextAttemptAt" = CASE WHEN "createdAt" < now() - ${giveUpAfterMs} * interval '1 millisecond' THEN NULL
                                 ELSE now() + ${retryDelayMs(message.attempts, retryBaseMs)} * interval '1 millisecond' END
        WHERE "id" = ${message.id} AND "sentAt" IS NULL`;
      continue;
    }
    await db.outboxMessage.updateMany({
      where: { id: message.id, sentAt: null },
      data: { sentAt: new Date(), nextAttemptAt: null, lastError: null },
    });
    sent += 1;
  }
  return { sent, failed: due.length - sent };
}

export type OutboxState = "waiting" | "sent" | "not sent";

export interface OutboxEntry {
  id: string;
  topic: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
  sentAt: string | null;
  createdAt: string;
  order: { id: string; number: number } | null;
}

/** The outbox for the admin, newest first: one order's messages, or those not sent yet. */
export async function listOutbox(filter: { orderId: string } | { unsent: true; take: number }): Promise<OutboxEntry[]> {
  const rows = await db.outboxMessage.findMany({
    where: "orderId" in filter ? { orderId: filter.orderId } : { sentAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: "take" in filter ? filter.take : 200,
    select: {
      id: true,
      topic: true,
      to: true,
      subject: true,
      attempts: true,
      lastError: true,
      sentAt: true,
      nextAttemptAt: true,
      createdAt: true,
      order: { select: { id: true, number: true } },
    },
  });
  return rows.map(({ nextAttemptAt, sentAt, createdAt, ...row }) => ({
    ...row,
    state: sentAt ? "sent" : nextAttemptAt ? "waiting" : "not sent",
    sentAt: sentAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

export const countUnsent = () => db.outboxMessage.count({ where: { sentAt: null } });
