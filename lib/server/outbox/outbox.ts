import "server-only";
import { logEvent } from "../log";
import { revealResetLinks } from "../auth/reset-token";
import { db, newestFirst } from "../db";
import type { Prisma } from "../generated/prisma/client";

// A durable outbox in PostgreSQL. A message is written in the transaction of the change it tells
// about, so it exists exactly when the change does. Any instance's worker claims due messages one at
// a time (FOR UPDATE SKIP LOCKED, with a 60 s lease, longer than the mailer's timeouts, so a worker
// that dies mid-send leaves its message to another). A message is sent twice only if a worker dies
// between the mail server's acceptance and the mark; its Message-ID is fixed, so even then the copies
// are one message.

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
  topic: string;
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

/** A message being sent at this moment may still go. */
export async function withdrawCustomerMessages(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.outboxMessage.deleteMany({ where: { orderId, sentAt: null, dedupeKey: { endsWith: ":customer" } } });
}

export interface DeliveryOptions {
  send: Send;
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

async function claimOne(leaseMs: number, tried: string[]): Promise<DueMessage | null> {
  const [message] = await db.$queryRaw<DueMessage[]>`
    UPDATE "OutboxMessage" SET "nextAttemptAt" = now() + ${leaseMs} * interval '1 millisecond', "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "OutboxMessage" WHERE "nextAttemptAt" <= now() AND "id" <> ALL(${tried}::text[])
      ORDER BY "nextAttemptAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "topic", "to", "subject", "text", "html", "attempts"`;
  return message ?? null;
}

/**
 * One claim at a time, so each is sent well inside its own lease. A sent message is marked sent
 * whoever holds it; a failure is recorded only by the claim that made it (its attempt count), never
 * over another worker's newer claim.
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
      // A reset mail's link exists only on its way out (../auth/reset-token.ts).
      await send(revealResetLinks(message));
    } catch (error) {
      failed += 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      logEvent("outbox.failed", {
        messageId: message.id,
        topic: message.topic,
        attempts: message.attempts + 1,
        reason,
      });
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

export async function listOutbox(filter: { orderId: string } | { unsent: true; take: number }): Promise<OutboxEntry[]> {
  const rows = await db.outboxMessage.findMany({
    where: "orderId" in filter ? { orderId: filter.orderId } : { sentAt: null },
    orderBy: newestFirst(),
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

/** `count` is queried only when `take` messages came back (there may be more). */
export async function listUnsent(take: number): Promise<{ messages: OutboxEntry[]; count: number }> {
  const messages = await listOutbox({ unsent: true, take });
  const count = messages.length < take ? messages.length : await db.outboxMessage.count({ where: { sentAt: null } });
  return { messages, count };
}
