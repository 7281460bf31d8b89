import "server-only";
import nodemailer from "nodemailer";
import type { Send } from "./outbox";

// E-mail through SMTP (nodemailer), for the outbox: every message keeps one Message-ID, made from
// its outbox id, however many times it is tried.

/**
 * Short timeouts, so that a stalled mail server never holds a message past its lease (nodemailer's
 * own are 2 and 10 minutes). A transport made from a URL takes its settings from the URL's query
 * only, so they go there, unless SMTP_URL sets them itself.
 */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(timeouts))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  return parsed.toString();
}

export function smtpSender(url: string, from: string): { send: Send; close(): void } {
  const transport = nodemailer.createTransport(withTimeouts(url));
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<outbox-${message.id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}

export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "SMTP_URL";
  }
}
