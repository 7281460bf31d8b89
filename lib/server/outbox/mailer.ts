import "server-only";
import nodemailer from "nodemailer";
import type { Send } from "./outbox";

// E-mail through SMTP (nodemailer), for the outbox: every message keeps one Message-ID, made from
// its outbox id, however many times it is tried.

export function smtpSender(url: string, from: string): { send: Send; close(): void } {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
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

/** The address without its password, for the log. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "SMTP_URL";
  }
}
