"use client";
import { newTransactionId } from "@/lib/domain/validation/checkout";
import { storageKeys } from "./storage-keys";

// The transaction id of the order this browser is placing, kept until the shop has answered that
// it is placed: an answer lost on the way, then a reload or a new tab, sends the same id again, so
// the shop answers the order it placed instead of placing a second one. An attempt older than
// `keptMs` is forgotten: the shopper has moved on, and their next order is a new one.

const keptMs = 60 * 60 * 1000;

interface PendingOrder {
  transactionId: string;
  startedAt: number;
}

function readPending(): PendingOrder | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(storageKeys.pendingOrder) ?? "null") as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { transactionId, startedAt } = value as Partial<PendingOrder>;
    if (typeof transactionId !== "string" || typeof startedAt !== "number") return null;
    return Date.now() - startedAt < keptMs ? { transactionId, startedAt } : null;
  } catch {
    return null;
  }
}

/** The id to send with Place Order: the unanswered attempt's, or a new one, kept until settled. */
export function pendingTransactionId(): string {
  const pending = readPending() ?? { transactionId: newTransactionId(), startedAt: Date.now() };
  try {
    window.localStorage.setItem(storageKeys.pendingOrder, JSON.stringify(pending));
  } catch {
    // Storage full or refused: this page still sends one id per attempt.
  }
  return pending.transactionId;
}

/** The shop answered the order: the next Place Order is a new order. */
export function settlePendingOrder(): void {
  try {
    window.localStorage.removeItem(storageKeys.pendingOrder);
  } catch {
    // Nothing kept.
  }
}
