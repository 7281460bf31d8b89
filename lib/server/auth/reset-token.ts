import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { passwordResetLimits } from "@/lib/domain/limits";
import { passwordResetPaths } from "@/lib/domain/password-reset";
import { defaultLocale, isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { env } from "../env";

// The token of a 'Forgot password?' link is 32 bytes, derived rather than stored: the HMAC-SHA256,
// under a key from the server's secret, of a random 32-byte nonce. The database keeps the token's
// SHA-256 (PasswordReset) and, in the outbox message that mails the link, only a marker naming the
// nonce: the mail gets its link as it leaves for the mail server (revealResetLinks), so nobody who
// reads the database, the admin's outbox included, holds a working link.

export const passwordResetTopic = "password-reset";

const key = () => `password-reset:${env.NEXTAUTH_SECRET}`;

export interface IssuedLink {
  nonce: string;
  tokenHash: string;
  expiresAt: Date;
}

export function resetTokenFor(nonce: string): string {
  return createHmac("sha256", key()).update(nonce).digest("base64url");
}

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link, working for passwordResetLimits.linkLifetimeMs from `now`. */
export function issueResetLink(now: number): IssuedLink {
  const nonce = randomBytes(32).toString("base64url");
  return {
    nonce,
    tokenHash: hashResetToken(resetTokenFor(nonce)),
    expiresAt: new Date(now + passwordResetLimits.linkLifetimeMs),
  };
}

export const isLive = (link: { expiresAt: Date }, now: number): boolean => link.expiresAt.getTime() > now;

/** The page that takes the link, in the language it was asked for in. */
export const resetUrl = (token: string, locale: Locale = defaultLocale): string =>
  new URL(localePath(locale, `${passwordResetPaths.reset}?token=${token}`), env.SITE_URL).toString();

/**
 * What an outbox message holds in place of a link: nothing a reader of the database can open. The
 * link's language is named unless it is English (so markers written before it are read alike).
 */
export const resetLinkMarker = (nonce: string, locale: Locale = defaultLocale): string =>
  `[[${passwordResetTopic}:${locale === defaultLocale ? "" : `${locale}:`}${nonce}]]`;

const marker = new RegExp(`\\[\\[${passwordResetTopic}:(?:([a-z]{2}):)?([A-Za-z0-9_-]{43})\\]\\]`, "g");

/**
 * The message with its real links, as it is handed to the mail server. Only the shop's own reset
 * mails are read, so text a shopper typed into another mail can never be made into a link.
 */
export function revealResetLinks<M extends { topic: string; text: string; html: string }>(message: M): M {
  if (message.topic !== passwordResetTopic) return message;
  const reveal = (body: string) =>
    body.replace(marker, (_, locale: string | undefined, nonce: string) =>
      resetUrl(resetTokenFor(nonce), isLocale(locale) ? locale : defaultLocale),
    );
  return { ...message, text: reveal(message.text), html: reveal(message.html) };
}
