// GET /api/session – who is signed in, for the shop's header and review buttons. The shop's pages
// are cached for everyone, so the browser asks this once per page load instead.
import { NextResponse } from "next/server";
import { isAdmin } from "@/lib/server/auth/current-user";
import { withApi } from "@/lib/server/api/handler";

export const GET = withApi(
  async ({ user }) =>
    NextResponse.json({ user: user ? { id: user.id, name: user.name, isAdmin: isAdmin(user) } : null }, { headers: { "cache-control": "private, no-store" } }),
  { access: "optional" },
);
