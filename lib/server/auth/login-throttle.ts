import "server-only";
import { throttled } from "@/lib/domain/errors";
import { clock } from "../clock";
import { clearHits, countHits, refundHits, throttledNetwork } from "../rate-limit";

// Password guesses, limited so that an attacker can neither guess freely nor lock anyone else out:
// - one e-mail from one client address: refused after `pairLimit` attempts in the window (the
//   attacker only locks themselves out of that account, from that address);
// - one client address, any e-mails: refused after `addressLimit` (spraying many accounts);
// - one e-mail from anywhere: never refused, only slowed, so guesses spread over many addresses
//   cost time while the owner can still sign in from their own.
// A successful sign-in clears its pair and takes its attempt back from the other two.
export const throttlePolicy = {
  windowMs: 15 * 60 * 1000,
  pairLimit: 8,
  addressLimit: 30,
  slowAfter: 5,
  delayStepMs: 500,
  maxDelayMs: 3000,
  /** Wrong old passwords per account in change-password (the caller already holds a session). */
  passwordCheckLimit: 8,
} as const;

export const throttledMessage = "Too many failed login attempts. Please wait 15 minutes and try again.";
const passwordChecksThrottledMessage = "Too many wrong passwords. Please wait 15 minutes and try again.";

const pairKey = (email: string, address: string | null) =>
  `login:email+address:${email}|${address ? throttledNetwork(address) : "unknown"}`;
const addressKey = (address: string) => `login:address:${throttledNetwork(address)}`;
const emailKey = (email: string) => `login:email:${email}`;
const passwordCheckKey = (userId: string) => `password-check:user:${userId}`;

export interface LoginAttempt {
  /** The password was right: this attempt does not count against anyone. */
  succeeded: () => Promise<void>;
}

/**
 * Counts a sign-in attempt before the password is checked: refuses it (429) over the pair or
 * address limit, and slows it down when the e-mail has been tried often from anywhere. Only
 * attempts that get past the pair limit count for the address and the e-mail.
 */
export async function startLoginAttempt(email: string, address: string | null): Promise<LoginAttempt> {
  const keys = { pair: pairKey(email, address), email: emailKey(email), address: address ? addressKey(address) : null };
  const pair = await countHits([keys.pair], throttlePolicy.windowMs);
  if ((pair.get(keys.pair) ?? 0) > throttlePolicy.pairLimit) throw throttled(throttledMessage);
  const counts = await countHits([keys.email, ...(keys.address ? [keys.address] : [])], throttlePolicy.windowMs);
  if (keys.address !== null && (counts.get(keys.address) ?? 0) > throttlePolicy.addressLimit)
    throw throttled(throttledMessage);
  const excess = (counts.get(keys.email) ?? 0) - throttlePolicy.slowAfter;
  if (excess > 0) await clock.sleep(Math.min(excess * throttlePolicy.delayStepMs, throttlePolicy.maxDelayMs));
  return {
    async succeeded() {
      await clearHits([keys.pair]);
      await refundHits([keys.email, ...(keys.address ? [keys.address] : [])]);
    },
  };
}

/** Counts a check of a signed-in user's password (change-password's old password): 429 over the limit. */
export async function startPasswordCheck(userId: string): Promise<LoginAttempt> {
  const key = passwordCheckKey(userId);
  const counts = await countHits([key], throttlePolicy.windowMs);
  if ((counts.get(key) ?? 0) > throttlePolicy.passwordCheckLimit) throw throttled(passwordChecksThrottledMessage);
  return { succeeded: () => clearHits([key]) };
}
