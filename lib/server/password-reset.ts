import "server-only";
import { createTranslator } from "next-intl";
import type { z } from "zod";
import { invalid, throttled } from "@/lib/domain/errors";
import { passwordResetLimits } from "@/lib/domain/limits";
import { passwordResetTexts, resetTokenPattern } from "@/lib/domain/password-reset";
import { shop } from "@/lib/domain/shop";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";
import { nameIn } from "@/lib/i18n/translated";
import type { resetPasswordSchema } from "@/lib/domain/validation/password-reset";
import { hashing, withPasswordTurn } from "./auth/password-gate";
import { hashResetToken, isLive, issueResetLink, passwordResetTopic, resetLinkMarker } from "./auth/reset-token";
import { throttledNetwork } from "./client-network";
import { clock } from "./clock";
import { db } from "./db";
import { startGuess, type Guess } from "./guess-throttle";
import { paragraph, render } from "./outbox/mail-layout";
import { enqueue, type NewMessage } from "./outbox/outbox";
import { wakeOutbox } from "./outbox/worker";
import { hashPassword } from "./password";
import { countHits } from "./rate-limit";
import { setPasswordHash, type SessionUser } from "./users";

// 'Forgot password?' (passwordResetLimits). Asking answers the same, in the same time, whether or
// not the address has an account; only an account's own address is mailed, through the outbox. A
// user has one link at a time (PasswordReset): asking again replaces it, using it deletes it.

const { windowMs, perNetwork, perRecipient, minAnswerMs, wrongLinks } = passwordResetLimits;

/** The mail with the link, in the language it was asked for in (messages/<locale>/mail.json "reset"). */
function resetMessage(to: string, nonce: string, locale: Locale): NewMessage {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: "mail.reset" });
  const { text, html } = render(
    [
      paragraph(t("intro", { shop: nameIn(shop, locale) })),
      { kind: "link", text: t("linkText"), href: resetLinkMarker(nonce, locale) },
      paragraph(t("ignore")),
    ],
    locale,
  );
  return {
    to,
    subject: t("subject"),
    text,
    html,
    topic: passwordResetTopic,
    orderId: null,
    dedupeKey: `${passwordResetTopic}:${nonce}`,
  };
}

/** A new link for the account of `email`, if there is one, replacing its older link, and the mail with it. */
async function mailResetLink(email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return;
  const { nonce, tokenHash, expiresAt } = issueResetLink(clock.now());
  await db.$transaction(async (tx) => {
    await tx.passwordReset.upsert({
      where: { userId: user.id },
      create: { userId: user.id, tokenHash, expiresAt },
      update: { tokenHash, expiresAt, createdAt: new Date(clock.now()) },
    });
    await enqueue(tx, [resetMessage(user.email, nonce, locale)]);
  });
  wakeOutbox();
}

/**
 * Mails the account of `email` a link to choose a new password. A network asking too often is
 * refused (429); an address asked for too often is mailed nothing more, with the same answer, and
 * its last link still works.
 */
export async function askForPasswordReset(
  email: string,
  address: string | null,
  locale: Locale = defaultLocale,
): Promise<void> {
  const started = clock.now();
  if (address) {
    const networkKey = `reset:address:${throttledNetwork(address)}`;
    const counts = await countHits([networkKey], windowMs);
    if ((counts.get(networkKey) ?? 0) > perNetwork) throw throttled(passwordResetTexts.tooManyAsked, windowMs / 1000);
  }
  // Counted for addresses without an account too, so that no answer tells them apart.
  const recipientKey = `reset:to:${email}`;
  const counts = await countHits([recipientKey], windowMs);
  if ((counts.get(recipientKey) ?? 0) <= perRecipient) await mailResetLink(email, locale);
  await clock.sleep(Math.max(0, started + minAnswerMs - clock.now()));
}

/** A link that does not work counts against the network; the right one is taken back. */
function startLinkAttempt(address: string | null): Promise<Guess> {
  return startGuess({
    kind: "reset-link",
    limits: wrongLinks,
    target: null,
    address,
    message: passwordResetTexts.tooManyWrongLinks,
  });
}

async function liveReset(token: string): Promise<{ userId: string; tokenHash: string } | null> {
  if (!resetTokenPattern.test(token)) return null;
  const tokenHash = hashResetToken(token);
  const found = await db.passwordReset.findUnique({ where: { tokenHash }, select: { userId: true, expiresAt: true } });
  return found && isLive(found, clock.now()) ? { userId: found.userId, tokenHash } : null;
}

/** Whether a link works, as its page opens (counted as a use of it would be). */
export async function resetLinkWorks(token: string, address: string | null): Promise<boolean> {
  const attempt = await startLinkAttempt(address);
  const works = (await liveReset(token)) !== null;
  if (works) await attempt.succeeded();
  return works;
}

/**
 * Sets the new password of the link's account and ends every session issued before (as a
 * password change does); the link is used up. Answers the user, to sign this browser in.
 */
export async function resetPassword(
  input: z.output<typeof resetPasswordSchema>,
  address: string | null,
): Promise<SessionUser> {
  const attempt = await startLinkAttempt(address);
  // Checked before the hash, so that a wrong link costs no hashing.
  const reset = await liveReset(input.token);
  if (!reset) throw invalid(passwordResetTexts.linkDead);
  const passwordHash = await withPasswordTurn(address, () => hashing(() => hashPassword(input.password)));
  const user = await db.$transaction(async (tx) => {
    // Taken in the same statement that checks it: of two uses at once, only one finds it.
    const { count } = await tx.passwordReset.deleteMany({
      where: { userId: reset.userId, tokenHash: reset.tokenHash, expiresAt: { gt: new Date(clock.now()) } },
    });
    if (count !== 1) throw invalid(passwordResetTexts.linkDead);
    return setPasswordHash(tx, reset.userId, passwordHash);
  });
  await attempt.succeeded();
  return user;
}
