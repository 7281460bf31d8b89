import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { DomainError } from "@/lib/domain/errors";
import { safeNextPath } from "@/lib/domain/safe-redirect";
import { loginSchema } from "@/lib/domain/validation/auth";
import { env } from "../env";
import { authenticate } from "../users";
import { clientAddress } from "./client-address";
import { rememberedSessionSeconds, sessionIsCurrent, sessionVersionOf } from "./session-cookie";
import { userForClaim } from "./session-version";

// next-auth signs our pages in with a JWT in an httpOnly cookie. The token only names the user;
// the role and everything else are read from the database on each request (see current-user.ts).
export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: rememberedSessionSeconds },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" }, remember: { type: "checkbox" } },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid email or password");
        try {
          const user = await authenticate(
            parsed.data.email,
            parsed.data.password,
            clientAddress(new Headers(request.headers as Record<string, string>)),
          );
          return {
            id: user.id,
            name: user.name,
            email: user.email,
            remember: credentials?.remember === "true",
            sessionVersion: user.sessionVersion,
          };
        } catch (error) {
          // next-auth passes the message to the browser as the sign-in error: only ours, never internals.
          if (error instanceof DomainError) throw new Error(error.message);
          console.error("Sign-in failed", error);
          throw new Error("Login failed. Please try again.");
        }
      },
    }),
  ],
  callbacks: {
    // next-auth's own redirects (a callbackUrl) stay on this site, judged like every other `next`.
    redirect({ url, baseUrl }) {
      return `${baseUrl}${safeNextPath(url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url)}`;
    },
    jwt({ token, user }) {
      if (user) {
        const signedIn = user as { remember?: boolean; sessionVersion?: number };
        token.remember = signedIn.remember === true;
        token.sv = signedIn.sessionVersion ?? 0;
        token.signedInAt = Math.floor(Date.now() / 1000);
      }
      return token;
    },
    async session({ session, token }) {
      const current =
        sessionIsCurrent(token) &&
        typeof token.sub === "string" &&
        (await userForClaim({ userId: token.sub, sessionVersion: sessionVersionOf(token) }));
      // A session that ended (expired, or revoked by a password change) tells nothing about its user.
      return current ? { ...session, userId: token.sub } : { expires: session.expires };
    },
  },
};
