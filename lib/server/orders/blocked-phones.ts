import "server-only";
import { pageCountOf } from "@/lib/domain/paging";
import { phoneDigits } from "@/lib/domain/phone";
import type { BlockedPhoneEntry } from "@/lib/domain/held-orders";
import { blockedPhoneMessages, blockedPhonesPerPage, type BlockPhone } from "@/lib/domain/validation/blocked-phone";
import { db } from "../db";
import { recordEvent, type Actor } from "./history";
import { phoneHistories } from "./phone-history";

// The per-phone block list the admin keeps: 'Cancel as fake' adds the order's number
// (./lifecycle.ts), the admin adds one by hand with a reason, and either may be unblocked here or
// from an order's page. A blocked number's online orders are held for review (./held-orders.ts).

/** Newest first, each with its phone's history (one statement for the page). */
export async function listBlockedPhones(page: number, perPage = blockedPhonesPerPage) {
  const [total, rows] = await Promise.all([
    db.blockedPhone.count(),
    db.blockedPhone.findMany({
      orderBy: [{ createdAt: "desc" }, { phoneKey: "asc" }],
      skip: (page - 1) * perPage,
      take: perPage,
      select: {
        phoneKey: true,
        phone: true,
        createdAt: true,
        blockedBy: true,
        reason: true,
        order: { select: { id: true, number: true } },
      },
    }),
  ]);
  const histories = await phoneHistories(rows.map((row) => row.phoneKey));
  const entries: BlockedPhoneEntry[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    history: histories[row.phoneKey]!,
  }));
  return { entries, total, page, pageCount: pageCountOf(total, perPage) };
}

/** Answers the success message; a number already blocked keeps its first block (and reason). */
export async function blockPhone({ phone, reason }: BlockPhone, actor: Actor): Promise<string> {
  const { count } = await db.blockedPhone.createMany({
    data: [{ phoneKey: phoneDigits(phone), phone, reason, blockedBy: actor.name }],
    skipDuplicates: true,
  });
  return count > 0 ? blockedPhoneMessages.blocked(phone) : blockedPhoneMessages.alreadyBlocked(phone);
}

/**
 * `phone` is the entry's key or the number written any way. Answers the success message, whether or
 * not it was blocked; the order that blocked it notes it.
 */
export async function unblockPhoneNumber(phone: string, actor: Actor): Promise<string> {
  return db.$transaction(async (tx) => {
    // The list sends the key itself; a number typed any way is reduced to it.
    const keys = [phone.replace(/\D/g, ""), phoneDigits(phone)];
    const [removed] = await tx.$queryRaw<{ phone: string; orderId: string | null }[]>`
      DELETE FROM "BlockedPhone" WHERE "phoneKey" = ANY(${keys}::text[]) RETURNING "phone", "orderId"`;
    if (!removed) return blockedPhoneMessages.notBlocked(phone);
    if (removed.orderId)
      await recordEvent(tx, removed.orderId, actor, {
        kind: "Note",
        note: blockedPhoneMessages.unblockedNote(removed.phone),
        internal: true,
      });
    return blockedPhoneMessages.unblocked(removed.phone);
  });
}
