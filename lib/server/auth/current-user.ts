import "server-only";
import { headers as requestHeaders } from "next/headers";
import { cache } from "react";
import { forbidden, unauthenticated } from "@/lib/domain/errors";
import { roles } from "@/lib/domain/roles";
import type { SessionUser } from "../users";
import { bearerTokenFrom, verifyApiToken } from "./api-token";
import { sessionFrom } from "./session-cookie";
import { userForClaim } from "./session-version";

export type AuthSource = "token" | "cookie";

/**
 * The signed-in user, from a bearer token when the request carries one, else from the session
 * cookie; always re-read from the database, so a changed role, a deleted account or sessions
 * ended by a password change count at once. A bad, forged, expired or ended token is a 401,
 * never a silent fallback to the cookie.
 */
export async function getRequestUser(headers: Headers): Promise<{ user: SessionUser; source: AuthSource } | null> {
  const token = bearerTokenFrom(headers);
  if (token !== undefined) {
    const user = await userForClaim(token ? await verifyApiToken(token) : null);
    if (!user) throw unauthenticated("Your session has expired. Please log in again.");
    return { user, source: "token" };
  }
  const user = await userForClaim(await sessionFrom(headers.get("cookie")));
  return user ? { user, source: "cookie" } : null;
}

/** The user of a page or server component (cookie session only), read once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> =>
  userForClaim(await sessionFrom((await requestHeaders()).get("cookie"))),
);

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === roles.admin;
}

/**
 * The user a call acts on: the caller, unless the body names someone else by `uId`, which only an
 * admin may do.
 */
export function resolveSubjectId(caller: SessionUser, uId: unknown): string {
  if (uId === undefined || uId === null || uId === "" || uId === caller.id) return caller.id;
  if (isAdmin(caller) && typeof uId === "string") return uId;
  throw forbidden("You can only access your own account.");
}
