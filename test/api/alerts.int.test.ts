// The owner hears of mail that does not go out: with the SMTP server down, an order's e-mail waits;
// past the (here shortened) threshold the watch shows it on the dashboard and writes the owner an
// alert through the outbox, once for the hour however often it looks; when the SMTP server is back
// both go out.
import "../support/alert-env";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { activeAlerts, watchOnce } from "@/lib/server/alerts";
import { db } from "@/lib/server/db";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { callRoute } from "../support/api";
import { createProduct } from "../support/fixtures";
import { checkoutBody } from "../support/orders";
import { startSmtp, type TestSmtp } from "../support/smtp";

jest.setTimeout(30_000);

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const alertSubject = "Shop alert: E-mails are not going out";

it("mails the owner once the outbox is late, once for the hour, and the mail goes when SMTP is back", async () => {
  const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
  await smtp.stop();
  const product = await createProduct({ stock: 10 });
  expect((await callRoute(createOrder, { body: checkoutBody([{ id: product.id }]) })).json.success).toBe(true);
  // The shop's and the customer's e-mails both fail.
  expect(await deliverDue({ send: sender.send, retryBaseMs: 0 })).toEqual({ sent: 0, failed: 2 });

  // Not late yet: nothing to tell.
  expect(await watchOnce()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const alerts = await watchOnce();
  expect(alerts).toEqual([expect.objectContaining({ kind: "outbox" })]);
  expect(activeAlerts().map((alert) => alert.kind)).toEqual(["outbox"]);
  await watchOnce();
  await watchOnce();
  expect(await db.outboxMessage.count({ where: { topic: "alert" } })).toBe(1);

  await smtp.start();
  for (let pass = 0; pass < 3; pass += 1) await deliverDue({ send: sender.send, retryBaseMs: 0 });
  const alert = smtp.received.find((mail) => mail.subject === alertSubject);
  expect(alert?.to).toMatchObject({ text: "orders@margalla.test" });
  expect(alert?.text).toContain("The oldest e-mail has waited");
  expect(smtp.received.some((mail) => mail.subject?.startsWith("New order"))).toBe(true);
  expect(await watchOnce()).toEqual([]);
  expect(activeAlerts()).toEqual([]);
});
