// /api/auth/* – next-auth's sign-in, sign-out and session endpoints for our own pages
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { maxJsonBodyBytes } from "@/lib/domain/input-limits";
import { readBodyBytes } from "@/lib/server/api/body";
import { errorResponse } from "@/lib/server/api/error-response";
import { authOptions } from "@/lib/server/auth/options";
import { applyRememberMe } from "@/lib/server/auth/session-cookie";

type Context = { params: Promise<{ nextauth: string[] }> };

const nextAuth = NextAuth(authOptions) as (request: NextRequest, context: Context) => Promise<Response>;

async function handler(request: NextRequest, context: Context) {
  try {
    // next-auth reads a body whole, whatever its size: it gets one read within the API's limit.
    const bounded = request.body
      ? new NextRequest(request.url, {
          method: request.method,
          headers: request.headers,
          body: await readBodyBytes(request, maxJsonBodyBytes),
        })
      : request;
    return await applyRememberMe(await nextAuth(bounded, context));
  } catch (error) {
    return errorResponse(error);
  }
}

export { handler as GET, handler as POST };
