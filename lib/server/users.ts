import "server-only";
import type { z } from "zod";
import { notFound, refused, refusedFields } from "@/lib/domain/errors";
import type { changePasswordSchema, profileSchema, signupSchema } from "@/lib/domain/validation/auth";
import { startLoginAttempt, startPasswordCheck } from "./auth/login-throttle";
import { catalogChanged } from "./catalog/changes";
import { onUniqueViolation } from "./database-errors";
import { db } from "./db";
import { hashPassword, verifyPassword } from "./password";

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

// A bcrypt hash of a random string nobody knows, compared against when the e-mail is unknown.
const unknownUserHash = "$2b$10$OBleW9ituDrRI5kGbU7SBullDJJ8wVI2ITORbK3nBF2XgaxV.j7je";

export function getUserById(id: string): Promise<SessionUser | null> {
  return db.user.findUnique({ where: { id }, select: sessionUserSelect });
}

/** Checks a sign-in against the throttle and the stored hash; only a right password is let off the count. */
export async function authenticate(email: string, password: string, address: string | null): Promise<SessionUser> {
  const normalised = email.trim().toLowerCase();
  const attempt = await startLoginAttempt(normalised, address);
  const found = await db.user.findUnique({
    where: { email: normalised },
    select: { ...sessionUserSelect, passwordHash: true },
  });
  // An unknown e-mail costs a hash comparison too, so timing does not tell which e-mails exist.
  const matches = await verifyPassword(password, found?.passwordHash ?? unknownUserHash);
  if (!found || !matches) throw refused(invalidCredentials);
  await attempt.succeeded();
  const { passwordHash, ...user } = found;
  return user;
}

export const duplicateEmail = "An account with this email already exists";

export async function registerUser(input: z.output<typeof signupSchema>): Promise<SessionUser> {
  const user = await onUniqueViolation(
    async () =>
      db.user.create({
        data: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
        select: sessionUserSelect,
      }),
    refusedFields({ email: duplicateEmail }),
  );
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
export async function changePassword(id: string, input: z.output<typeof changePasswordSchema>): Promise<number> {
  const found = await db.user.findUnique({ where: { id }, select: { passwordHash: true } });
  if (!found) throw notFound("User not found");
  const check = await startPasswordCheck(id);
  if (!(await verifyPassword(input.oldPassword, found.passwordHash))) throw refused(wrongOldPassword);
  await check.succeeded();
  const { sessionVersion } = await db.user.update({
    where: { id },
    data: { passwordHash: await hashPassword(input.newPassword), sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return sessionVersion;
}
