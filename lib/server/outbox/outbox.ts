import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";

// A durable outbox in PostgreSQL. A message is written in the transaction of the change it tells
// about, so it exists exactly when the change does. Any instance's worker then claims due messages
// one at a time (FOR UPDATE SKIP LOCKED, with a 60 s lease, longer than the mailer's timeouts: a
// worker that dies mid-send leaves its message to another once the lease runs out), sends it and
// marks it sent; a failure is retried with a growing delay.
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

/**
 * Drops the customer's messages about an order that are not sent yet (a message being sent at this
 * moment may still go).
 */
export async function withdrawCustomerMessages(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.outboxMessage.deleteMany({ where: { orderId, sentAt: null, dedupeKey: { endsWith: ":customer" } } });
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

/**
 * Claims the message due first, if any, other than those this pass already tried: it is this
 * worker's until its lease runs out.
 */
async function claimOne(leaseMs: number, tried: string[]): Promise<DueMessage | null> {
  const [message] = await db.$queryRaw<DueMessage[]>`
    UPDATE "OutboxMessage" SET "nextAttemptAt" = now() + ${leaseMs} * interval '1 millisecond', "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "OutboxMessage" WHERE "nextAttemptAt" <= now() AND "id" <> ALL(${tried}::text[])
      ORDER BY "nextAttemptAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "subject", "text", "html", "attempts"`;
  return message ?? null;
}

/**
 * Sends the messages due now, one claim at a time (so each is sent well inside its own lease), and
 * records each outcome. A sent message is marked sent whoever holds it; a failure is recorded only
 * by the claim that made it (its attempt count), never over another worker's newer claim.
 */
export async function deliverDue({
  send,
  leaseMs = 60_000,
  retryBaseMs = 30_000,
  giveUpAfterMs = 24 * 60 * 60 * 1000,
  batchSize = 20,
}: DeliveryOptions): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const tried: string[] = [];
  while (tried.length < batchSize) {
    const message = await claimOne(leaseMs, tried);
    if (!message) break;
    tried.push(message.id);
    try {
      await send(message);
    } catch (error) {
      failed += 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.$executeRaw`
        UPDATE "OutboxMessage" SET "lastError" = ${reason},
          "nextAttemptAt" = CASE WHEN "createdAt" < now() - ${giveUpAfterMs} * interval '1 millisecond' THEN NULL
                                 ELSE now() + ${retryDelayMs(message.attempts, retryBaseMs)} * interval '1 millisecond' END
        WHERE "id" = ${message.id} AND "attempts" = ${message.attempts} AND "sentAt" IS NULL`;
      continue;
    }
    await db.outboxMessage.updateMany({
      where: { id: message.id, sentAt: null },
      data: { sentAt: new Date(), nextAttemptAt: null, lastError: null },
    });
    sent += 1;
  }
  return { sent, failed };
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

/** The newest messages not sent yet, and how many wait (counted only when there are more than these). */
export async function listUnsent(take: number): Promise<{ messages: OutboxEntry[]; count: number }> {
  const messages = await listOutbox({ unsent: true, take });
  const count = messages.length < take ? messages.length : await db.outboxMessage.count({ where: { sentAt: null } });
  return { messages, count };
}
