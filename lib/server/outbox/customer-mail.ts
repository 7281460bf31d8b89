import "server-only";
import { mailLimits } from "@/lib/domain/limits";
import type { Prisma } from "../generated/prisma/client";
import { countHits } from "../rate-limit";

// Anyone can type any e-mail address at the checkout, so an address the shop never confirmed an
// order of gets only a few orders' mails a day (mailLimits). Decided once, when the order is placed
// (Order.mailsCustomer): every later mail about the order follows it.

/** Whether the customer of a new order is e-mailed about it; counted in the order's transaction. */
export async function mayMailCustomer(
  tx: Prisma.TransactionClient,
  email: string | null,
  network: string | null,
): Promise<boolean> {
  if (!email) return false;
  const [known] = await tx.$queryRaw<{ confirmed: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Order" WHERE "email" = ${email} AND "confirmation" = 'Confirmed') AS confirmed`;
  if (known!.confirmed) return true;
  const recipientKey = `mail:to:${email}`;
  const networkKey = network === null ? null : `mail:address:${network}`;
  const counts = await countHits(networkKey ? [recipientKey, networkKey] : [recipientKey], mailLimits.windowMs, tx);
  return (
    (counts.get(recipientKey) ?? 0) <= mailLimits.perRecipient &&
    (networkKey === null || (counts.get(networkKey) ?? 0) <= mailLimits.perNetwork)
  );
}
