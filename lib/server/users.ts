import "server-only";
import type { z } from "zod";
import { notFound, refused, refusedFields, throttled } from "@/lib/domain/errors";
import { signupLimits } from "@/lib/domain/limits";
import type { changePasswordSchema, profileSchema, signupSchema } from "@/lib/domain/validation/auth";
import { startLoginAttempt, startPasswordCheck } from "./auth/login-throttle";
import { hashing, withPasswordTurn } from "./auth/password-gate";
import { catalogChanged } from "./catalog/changes";
import { throttledNetwork } from "./client-network";
import { onUniqueViolation } from "./database-errors";
import { db } from "./db";
import type { Prisma } from "./generated/prisma/client";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { countHits } from "./rate-limit";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: number;
  phoneNumber: string | null;
  sessionVersion: number;
}

const sessionUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  phoneNumber: true,
  sessionVersion: true,
} as const;

export const invalidCredentials = "Invalid email or password";

// The hash of a random string nobody knows, compared against when the e-mail is unknown.
const unknownUserHash = "scrypt$15$8$1$KfuFG3W5x1eW0vjyydeQcA$6V0epfFbpNqf-6ujjladzlrsvAtmXZ6PwjCr2CUTe_c";

export function getUserById(id: string): Promise<SessionUser | null> {
  return db.user.findUnique({ where: { id }, select: sessionUserSelect });
}

/** Checks a sign-in against the throttle and the stored hash; only a right password is let off the count. */
export function authenticate(email: string, password: string, address: string | null): Promise<SessionUser> {
  return withPasswordTurn(address, async () => {
    const normalised = email.trim().toLowerCase();
    const attempt = await startLoginAttempt(normalised, address);
    const found = await db.user.findUnique({
      where: { email: normalised },
      select: { ...sessionUserSelect, passwordHash: true },
    });
    // An unknown e-mail costs a hash comparison too, so timing does not tell which e-mails exist.
    const matches = await hashing(() => verifyPassword(password, found?.passwordHash ?? unknownUserHash));
    if (!found || !matches) throw refused(invalidCredentials);
    // A hash of an older scheme is replaced now that the password is known.
    if (needsRehash(found.passwordHash))
      await db.user.update({
        where: { id: found.id },
        data: { passwordHash: await hashing(() => hashPassword(password)) },
      });
    await attempt.succeeded();
    const { passwordHash, ...user } = found;
    return user;
  });
}

export const duplicateEmail = "An account with this email already exists";

export const signupThrottledMessage = "Too many accounts were created from your connection. Please try again later.";

/** Sign-ups are counted per client network (signupLimits). */
export async function registerUser(input: z.output<typeof signupSchema>, address: string | null): Promise<SessionUser> {
  const user = await withPasswordTurn(address, async () => {
    if (address) {
      const key = `signup:address:${throttledNetwork(address)}`;
      const counts = await countHits([key], signupLimits.windowMs);
      if ((counts.get(key) ?? 0) > signupLimits.perNetwork)
        throw throttled(signupThrottledMessage, signupLimits.windowMs / 1000);
    }
    if (await db.user.count({ where: { email: input.email } })) throw refusedFields({ email: duplicateEmail });
    const passwordHash = await hashing(() => hashPassword(input.password));
    return onUniqueViolation(
      () => db.user.create({ data: { name: input.name, email: input.email, passwordHash }, select: sessionUserSelect }),
      refusedFields({ email: duplicateEmail }),
    );
  });
  await catalogChanged({ customers: true });
  return user;
}

export async function updateProfile(id: string, input: z.output<typeof profileSchema>): Promise<SessionUser> {
  const exists = await db.user.count({ where: { id } });
  if (!exists) throw notFound("User not found");
  const user = await db.user.update({
    where: { id },
    data: { name: input.name, phoneNumber: input.phoneNumber || null },
    select: sessionUserSelect,
  });
  await catalogChanged({ customers: true });
  return user;
}

export const wrongOldPassword = "Old password is incorrect";

/** Sets a new password and ends every session issued before; answers the new session version. */
export async function changePassword(
  id: string,
  input: z.output<typeof changePasswordSchema>,
  address: string | null,
): Promise<number> {
  const found = await db.user.findUnique({ where: { id }, select: { passwordHash: true } });
  if (!found) throw notFound("User not found");
  const passwordHash = await withPasswordTurn(address, async () => {
    const check = await startPasswordCheck(id);
    if (!(await hashing(() => verifyPassword(input.oldPassword, found.passwordHash)))) throw refused(wrongOldPassword);
    await check.succeeded();
    return hashing(() => hashPassword(input.newPassword));
  });
  const { sessionVersion } = await setPasswordHash(db, id, passwordHash);
  return sessionVersion;
}

/** A new password ends every session and API token issued before it (they name the older version). */
export function setPasswordHash(
  client: Prisma.TransactionClient,
  id: string,
  passwordHash: string,
): Promise<SessionUser> {
  return client.user.update({
    where: { id },
    data: { passwordHash, sessionVersion: { increment: 1 } },
    select: sessionUserSelect,
  });
}
