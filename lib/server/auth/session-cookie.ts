import "server-only";
import { decode, type JWT } from "next-auth/jwt";
import { env } from "../env";

export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
/** A session without 'Remember me' lives in a browser-session cookie and at most this long. */
export const unrememberedSessionSeconds = 24 * 60 * 60;

const sessionCookie = /^(?:__Secure-)?next-auth\.session-token=([^;]*)/;

/** A remembered session lasts as long as its cookie; another ends a day after its sign-in. */
export function sessionIsCurrent(token: JWT): boolean {
  if (token.remember) return true;
  const signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
  return Date.now() / 1000 - signedInAt <= unrememberedSessionSeconds;
}

async function decodeSession(value: string): Promise<JWT | null> {
  try {
    return await decode({ token: decodeURIComponent(value), secret: env.NEXTAUTH_SECRET });
  } catch {
    // A malformed escape or a token that does not decode is no session.
    return null;
  }
}

/** The signed-in user's id from next-auth's session cookie in a Cookie header, if it is valid and current. */
export async function sessionUserIdFrom(cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(/;\s*/)) {
    const match = sessionCookie.exec(part);
    if (!match?.[1]) continue;
    const token = await decodeSession(match[1]);
    if (token && typeof token.sub === "string" && sessionIsCurrent(token)) return token.sub;
  }
  return null;
}

/**
 * next-auth gives every session cookie the 30-day lifetime of a remembered session. A session
 * signed in without 'Remember me' gets a browser-session cookie instead: same token, no Expires.
 */
export async function applyRememberMe(response: Response): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  const rewritten = await Promise.all(
    cookies.map(async (cookie) => {
      const match = sessionCookie.exec(cookie);
      if (!match?.[1]) return cookie;
      const token = await decodeSession(match[1]);
      if (!token || token.remember) return cookie;
      return cookie.replace(/;\s*Expires=[^;]*/i, "").replace(/;\s*Max-Age=[^;]*/i, "");
    }),
  );
  if (rewritten.every((cookie, index) => cookie === cookies[index])) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of rewritten) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
