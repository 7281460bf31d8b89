import "server-only";
import { requestContexts } from "@/lib/app-server";
import { db } from "../db";
import { getUserById, type SessionUser } from "../users";

export interface SessionClaim {
  userId: string;
  sessionVersion: number;
}

/**
 * The user a claim names, read fresh from the database (so a changed role or a deleted account
 * counts at once), or null when the claim was issued before the user's sessions were ended.
 */
export async function userForClaim(claim: SessionClaim | null): Promise<SessionUser | null> {
  if (!claim) return null;
  const user = await getUserById(claim.userId);
  const current = user && user.sessionVersion === claim.sessionVersion ? user : null;
  // The request's log line names who made it (server/request-log.ts).
  const request = requestContexts().getStore();
  if (request && current) request.userId = current.id;
  return current;
}

/** Ends every session and API token of a user, on every app instance; answers the new version. */
export async function endAllSessions(userId: string): Promise<number> {
  const { sessionVersion } = await db.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return sessionVersion;
}
