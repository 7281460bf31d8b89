import "server-only";
import { db } from "../db";
import { tooManyRequests } from "../api/errors";

// Failed sign-ins are rows in PostgreSQL, so the limits hold across every app instance. Within the
// window, an e-mail is slowed after a few failures and refused after more; a client address that
// tries many e-mails is refused too.
export const throttlePolicy = {
  windowMs: 15 * 60 * 1000,
  slowAfter: 3,
  delayStepMs: 400,
  maxDelayMs: 2000,
  emailLimit: 8,
  addressLimit: 30,
} as const;

export const throttledMessage = "Too many failed login attempts. Please wait 15 minutes and try again.";

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

async function recentFailures(key: string): Promise<number> {
  return db.loginFailure.count({ where: { key, createdAt: { gt: new Date(Date.now() - throttlePolicy.windowMs) } } });
}

/** Refuses (429) or slows down a sign-in attempt according to the recent failures. */
export async function checkLoginThrottle(email: string, address: string | null): Promise<void> {
  const [byEmail, byAddress] = await Promise.all([recentFailures(emailKey(email)), address ? recentFailures(addressKey(address)) : 0]);
  if (byEmail >= throttlePolicy.emailLimit || byAddress >= throttlePolicy.addressLimit) throw tooManyRequests(throttledMessage);
  const excess = byEmail - throttlePolicy.slowAfter + 1;
  if (excess > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(excess * throttlePolicy.delayStepMs, throttlePolicy.maxDelayMs)));
}

export async function recordLoginFailure(email: string, address: string | null): Promise<void> {
  const keys = [emailKey(email), ...(address ? [addressKey(address)] : [])];
  await db.loginFailure.createMany({ data: keys.map((key) => ({ key })) });
  // Old rows say nothing any more; dropping them here keeps the table small without a cron job.
  await db.loginFailure.deleteMany({ where: { key: { in: keys }, createdAt: { lt: new Date(Date.now() - throttlePolicy.windowMs) } } });
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db.loginFailure.deleteMany({ where: { key: emailKey(email) } });
}
