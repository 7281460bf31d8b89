import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { env } from "../env";
import type { SessionClaim } from "./session-version";

// Bearer tokens for API clients: HS256-signed JWTs naming the user and the session version they
// were issued under, valid for a week.
const issuer = "margalla-shop";
const lifetime = "7d";
const key = new TextEncoder().encode(`api-token:${env.NEXTAUTH_SECRET}`);

export function createApiToken(
  userId: string,
  options: { sessionVersion?: number; expiresIn?: string | number } = {},
): Promise<string> {
  return new SignJWT({ sv: options.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? lifetime)
    .sign(key);
}

export async function verifyApiToken(token: string): Promise<SessionClaim | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string") return null;
    return { userId: payload.sub, sessionVersion: typeof payload.sv === "number" ? payload.sv : 0 };
  } catch {
    return null;
  }
}

/** The token from `Authorization: Bearer <jwt>` or the old `token: Bearer <jwt>` header. */
export function bearerTokenFrom(headers: Headers): string | null | undefined {
  const header = headers.get("authorization") ?? headers.get("token");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
