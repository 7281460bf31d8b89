// GET /api/session – who is signed in, for the shop's header and review buttons. The shop's pages
// are cached for everyone, so the browser asks this once per page load instead.
// DELETE /api/session – 'log out everywhere': ends every session and API token of the caller, this one included
import { isAdmin } from "@/lib/server/auth/current-user";
import { endAllSessions } from "@/lib/server/auth/session-version";
import { withOptionalUser, withUser } from "@/lib/server/api/handler";

// Never kept by a cache: the API wrapper marks every answer about the caller private, no-store.
export const GET = withOptionalUser(({ user }) => ({
  user: user ? { id: user.id, name: user.name, isAdmin: isAdmin(user) } : null,
}));

export const DELETE = withUser(async ({ user }) => {
  await endAllSessions(user.id);
  return { success: "You are logged out on all devices" };
});
