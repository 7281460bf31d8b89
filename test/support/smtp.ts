// A real SMTP server on a loopback port (the smtp-server package), keeping every message it
// accepts, parsed (and, for another process to read, written to `saveTo` as JSON); it can be
// stopped and started again on the same port to play a mail outage.
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A received message as written to `saveTo`. */
export interface SavedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export async function startSmtp(options: { saveTo?: string } = {}): Promise<TestSmtp> {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            if (options.saveTo) {
              const saved: SavedMail = {
                to: [mail.to ?? []]
                  .flat()
                  .map((address) => address.text)
                  .join(", "),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                messageId: mail.messageId ?? "",
              };
              writeFileSync(path.join(options.saveTo, `${received.length}.json`), JSON.stringify(saved));
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    stop,
    start,
  };
}
