// /api/auth/* – next-auth's sign-in, sign-out and session endpoints for our own pages
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/server/auth/options";
import { applyRememberMe } from "@/lib/server/auth/session-cookie";

const nextAuth = NextAuth(authOptions) as (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  return applyRememberMe(await nextAuth(request, context));
}

export { handler as GET, handler as POST };
