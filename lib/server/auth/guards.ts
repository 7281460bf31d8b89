import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeNextPath } from "@/lib/domain/safe-redirect";
import { loginPathFor } from "@/lib/i18n/locales";
import type { SessionUser } from "../users";
import { getSessionUser, isAdmin } from "./current-user";

/** For guarded layouts: the signed-in user, or a redirect to /login?next=<the page asked for>. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const path = safeNextPath((await headers()).get("x-shop-path"));
    redirect(loginPathFor(path));
  }
  return user;
}

/** For admin layouts: an admin; a signed-in customer goes home, a visitor to /login. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireUser();
  if (!isAdmin(user)) redirect("/");
  return user;
}
