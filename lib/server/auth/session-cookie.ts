import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { env } from "../env";
import type { SessionUser } from "../users";
import type { SessionClaim } from "./session-version";

export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
/** A session without 'Remember me' lives in a browser-session cookie and at most this long. */
export const unrememberedSessionSeconds = 24 * 60 * 60;

const sessionCookie = /^((?:__Secure-)?next-auth\.session-token)=([^;]*)/;

/** A remembered session lasts as long as its cookie; another ends a day after its sign-in. */
export function sessionIsCurrent(token: JWT): boolean {
  if (token.remember) return true;
  const signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
  return Date.now() / 1000 - signedInAt <= unrememberedSessionSeconds;
}

/** The session version a next-auth token was issued under (tokens from before versions: 0). */
export function sessionVersionOf(token: JWT): number {
  return typeof token.sv === "number" ? token.sv : 0;
}

async function decodeSession(value: string): Promise<JWT | null> {
  try {
    return await decode({ token: decodeURIComponent(value), secret: env.NEXTAUTH_SECRET });
  } catch {
    // A malformed escape or a token that does not decode is no session.
    return null;
  }
}

async function findSession(cookieHeader: string | null): Promise<{ name: string; token: JWT } | null> {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(/;\s*/)) {
    const match = sessionCookie.exec(part);
    if (!match?.[2]) continue;
    const token = await decodeSession(match[2]);
    if (token && typeof token.sub === "string" && sessionIsCurrent(token)) return { name: match[1]!, token };
  }
  return null;
}

export async function sessionFrom(cookieHeader: string | null): Promise<SessionClaim | null> {
  const session = await findSession(cookieHeader);
  return session ? { userId: session.token.sub!, sessionVersion: sessionVersionOf(session.token) } : null;
}

/**
 * Re-issued under a new session version, so the browser that changed the password stays signed in
 * while every other session ends.
 */
export async function renewSessionCookie(
  cookieHeader: string | null,
  sessionVersion: number,
  response: NextResponse,
): Promise<void> {
  const session = await findSession(cookieHeader);
  if (!session) return;
  const value = await encode({
    token: { ...session.token, sv: sessionVersion },
    secret: env.NEXTAUTH_SECRET,
    maxAge: rememberedSessionSeconds,
  });
  response.cookies.set(session.name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: session.name.startsWith("__Secure-"),
    ...(session.token.remember ? { maxAge: rememberedSessionSeconds } : {}),
  });
}

/**
 * Signs this browser in as `user` without a password (a 'Forgot password?' link proved the account
 * theirs): the cookie next-auth sets at a sign-in without 'Remember me', named as next-auth names it
 * (`__Secure-` when NEXTAUTH_URL is https).
 */
export async function startSessionCookie(user: SessionUser, response: NextResponse): Promise<void> {
  const secure = (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
  const value = await encode({
    token: {
      sub: user.id,
      name: user.name,
      email: user.email,
      remember: false,
      sv: user.sessionVersion,
      signedInAt: Math.floor(Date.now() / 1000),
    },
    secret: env.NEXTAUTH_SECRET,
    maxAge: rememberedSessionSeconds,
  });
  response.cookies.set(`${secure ? "__Secure-" : ""}next-auth.session-token`, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
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
      if (!match?.[2]) return cookie;
      const token = await decodeSession(match[2]);
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
