import "../support/mail-env";
import { POST as recordCall } from "@/app/api/order/confirmation/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { formatRupees } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { smtpSender } from "@/lib/server/outbox/mailer";
import { deliverDue } from "@/lib/server/outbox/outbox";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createProduct, createUser } from "../support/fixtures";
import { checkoutBody } from "../support/orders";
import { startSmtp } from "../support/smtp";

// The language an order is placed in (issue 36): kept on the order, and its customer's mails
// written in it; the shop's own mail stays English.

jest.setTimeout(60_000);

async function place(extra: Record<string, unknown> = {}) {
  const product = await createProduct({ price: 2000, offer: 10, stock: 10 });
  const body = checkoutBody([{ id: product.id, weight: "500g", quantity: 2 }], extra);
  return { body, response: await callRoute(createOrder, { body }) };
}

async function placed(extra: Record<string, unknown> = {}) {
  const { body, response } = await place(extra);
  expect(response.status).toBe(200);
  const order = response.json.order as { _id: string; orderNumber: string };
  const messages = await db.outboxMessage.findMany({ where: { orderId: order._id } });
  return {
    order,
    stored: await db.order.findUniqueOrThrow({ where: { id: order._id }, select: { locale: true } }),
    toCustomer: messages.find((message) => message.to === body.customerInfo.email)!,
    toShop: messages.find((message) => message.to === "orders@margalla.test")!,
    phone: body.phone,
    answer: response.json,
  };
}

const ltr = (text: string) => `\u2066${text}\u2069`;

describe("an order placed in Urdu", () => {
  it("keeps its language and mails its customer in Urdu, the order number and phone left to right", async () => {
    const { order, stored, toCustomer, toShop, phone } = await placed({ locale: "ur" });
    expect(stored.locale).toBe("ur");
    expect(toCustomer.subject).toBe(`آپ کا آرڈر ${ltr(order.orderNumber)} موصول ہو گیا ہے`);
    expect(toCustomer.text).toContain(`ہم آرڈر کی تصدیق کے لیے آپ کو ${ltr(phone)} پر کال کریں گے`);
    expect(toCustomer.html).toMatch(/^<div dir="rtl" lang="ur"/);
    expect(toCustomer.html).toContain(`آپ کا آرڈر <bdi dir="ltr">${order.orderNumber}</bdi></a>`);
    expect(toCustomer.html).toContain(`<bdi dir="ltr">${formatRupees(2049)}</bdi>`);
    // The shop reads its own mail in English.
    expect(toShop.subject).toBe(`New order ${order.orderNumber}: ${formatRupees(2049)}`);
    expect(toShop.text).not.toMatch(/[\u0600-\u06ff\u2066]/);
  });

  it("answers exactly as an English order does (the contract's shape)", async () => {
    const urdu = await placed({ locale: "ur" });
    const english = await placed();
    const keys = (answer: unknown) => JSON.stringify(Object.keys((answer as { order: object }).order).sort());
    expect(keys(urdu.answer)).toBe(keys(english.answer));
    expect(urdu.answer).not.toHaveProperty("order.locale");
  });

  it("writes its later mails in Urdu too, and they reach the mail server whole", async () => {
    const { order } = await placed({ locale: "ur" });
    const admin = await createUser({ role: 1 });
    await callRoute(recordCall, {
      body: { oId: order._id, outcome: "Confirmed" },
      headers: await bearerFor(admin.id),
    });
    const confirmed = await db.outboxMessage.findFirstOrThrow({
      where: { orderId: order._id, topic: "order-confirmed" },
    });
    expect(confirmed.subject).toBe(`آپ کے آرڈر ${ltr(order.orderNumber)} کی تصدیق ہو گئی ہے`);
    expect(confirmed.text).toContain("ہم نے فون پر آپ کے آرڈر کی تصدیق کر لی ہے");

    await db.outboxMessage.updateMany({
      where: { id: { not: confirmed.id } },
      data: { sentAt: new Date(), nextAttemptAt: null },
    });
    const smtp = await startSmtp();
    const sender = smtpSender(smtp.url, "Margalla Dry Fruits <support@margalla.test>");
    try {
      expect(await deliverDue({ send: sender.send })).toEqual({ sent: 1, failed: 0 });
      const [mail] = smtp.received;
      expect(mail!.subject).toBe(confirmed.subject);
      expect(mail!.text).toContain("ہم نے فون پر آپ کے آرڈر کی تصدیق کر لی ہے");
      expect(mail!.html).toContain(`<bdi dir="ltr">${order.orderNumber}</bdi>`);
    } finally {
      sender.close();
      await smtp.stop();
    }
  });
});

describe("the refusals of an order placed in Urdu", () => {
  const order = (lines: { id: string; weight?: string; quantity: number }[], extra: Record<string, unknown>) =>
    callRoute(createOrder, { body: checkoutBody(lines, extra) });

  it("name the product in Urdu, in Urdu; an English order's as before", async () => {
    const product = await createProduct({ nameUr: "ممرا بادام", hasWeightSelection: true, stock: 0.5 });
    const lines = [{ id: product.id, weight: "500g", quantity: 2 }];
    expectRefusal(
      await order(lines, { locale: "ur" }),
      200,
      "معذرت، ممرا بادام (500g) اتنی مقدار میں موجود نہیں جتنی آپ نے مانگی ہے۔",
    );
    expectRefusal(
      await order(lines, {}),
      200,
      `Sorry, ${product.name} (500g) is out of stock in the quantity you asked for.`,
    );
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock.toNumber()).toBe(0.5);
  });

  it("say in Urdu that a product is gone", async () => {
    const lines = [{ id: "no-such-product", quantity: 1 }];
    expectRefusal(
      await order(lines, { locale: "ur" }),
      200,
      "آپ کی کارٹ کی ایک پروڈکٹ اب دستیاب نہیں۔ براہِ کرم اپنی کارٹ دیکھ لیں۔",
    );
  });
});

describe("an order's language when the request names none or one the shop does not speak", () => {
  it("is English without one, the mails as before", async () => {
    const { order, stored, toCustomer } = await placed();
    expect(stored.locale).toBe("en");
    expect(toCustomer.subject).toBe(`Your order ${order.orderNumber} is placed`);
    expect(toCustomer.html).toMatch(/^<div style=/);
    expect((await placed({ locale: null })).stored.locale).toBe("en");
    expect((await placed({ locale: "en" })).stored.locale).toBe("en");
  });

  // create-order answers every refused field in the legacy shape, 200 { error } (parseForm), as it
  // does a malformed transactionId or user: one shape for the clients that read it.
  const unknown = ["fr", "UR", "", 7, { ur: true }, "ur".repeat(5000)];
  it.each(unknown.map((locale) => [JSON.stringify(locale).slice(0, 12), locale]))(
    "refuses %s and places nothing",
    async (_shown, locale) => {
      const { body, response } = await place({ locale });
      expectRefusal(response, 200, "Language must be en or ur");
      expect(await db.order.count({ where: { transactionId: body.transactionId } })).toBe(0);
    },
  );
});
