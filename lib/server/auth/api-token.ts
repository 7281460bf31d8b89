import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { env } from "../env";

// Bearer tokens for API clients: HS256-signed JWTs naming the user, valid for a week.
const issuer = "margalla-shop";
const lifetime = "7d";
const key = new TextEncoder().encode(`api-token:${env.NEXTAUTH_SECRET}`);

export function createApiToken(userId: string, expiresIn: string | number = lifetime): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setIssuer(issuer).setIssuedAt().setExpirationTime(expiresIn).sign(key);
}

/** The user id a token names, or null for a malformed, forged or expired token. */
export async function verifyApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer, algorithms: ["HS256"] });
    return typeof payload.sub === "string" ? payload.sub : null;
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
