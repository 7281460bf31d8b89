import "server-only";
import { throttled } from "@/lib/domain/errors";
import { loginLimits, passwordCheckLimit } from "@/lib/domain/limits";
import { startGuess, type Guess } from "../guess-throttle";
import { clearHits, countHits } from "../rate-limit";

// Password guesses (loginLimits): an account guessed at from everywhere is only slowed, so an
// attacker locks only themselves out of it.

export const throttledMessage = "Too many failed login attempts. Please wait 15 minutes and try again.";
export const passwordChecksThrottledMessage = "Too many wrong passwords. Please wait 15 minutes and try again.";

/** Counts a sign-in attempt before the password is checked (see ../guess-throttle.ts). */
export function startLoginAttempt(email: string, address: string | null): Promise<Guess> {
  return startGuess({ kind: "login", limits: loginLimits, target: email, address, message: throttledMessage });
}

/** Counts a check of a signed-in user's password (change-password's old password): 429 over the limit. */
export async function startPasswordCheck(userId: string): Promise<Guess> {
  const key = `password-check:user:${userId}`;
  const counts = await countHits([key], loginLimits.windowMs);
  if ((counts.get(key) ?? 0) > passwordCheckLimit) throw throttled(passwordChecksThrottledMessage);
  return { succeeded: () => clearHits([key]) };
}
