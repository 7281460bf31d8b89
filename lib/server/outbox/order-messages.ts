import "server-only";
import { heldOrderTexts } from "@/lib/domain/held-orders";
import { createTranslator } from "next-intl";
import {
  confirmationPromise,
  deliveryPromiseIn,
  handedToCourier,
  keepCashReady,
  lineDescription,
  trackingLinkText,
} from "@/lib/domain/order-text";
import { adminOrderPath, formatOrderNumber, orderLineViewIn, type Order } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { orderLimits } from "@/lib/domain/limits";
import { plainShopperText } from "@/lib/domain/text";
import { keepLeftToRight } from "@/lib/i18n/bidi";
import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";
import { env } from "../env";
import { orderPagePath } from "../orders/links";
import { paragraph, render, type Block } from "./mail-layout";
import type { NewMessage } from "./outbox";

// The e-mails an order's events send: to the shop for each new order (SHOP_ORDER_EMAIL), and to
// the customer, when an e-mail is known and the order may mail it (./customer-mail.ts), when it is
// placed, confirmed, shipped, delivered, cancelled, or let go for want of a confirmation. Plain
// text, and the same text as simple HTML; what the shopper typed is repeated to the customer only
// plain and short, since anyone may type anyone's address at the checkout. The customer's mails
// are in the language the order was placed in (Order.locale; messages/<locale>/mail.json), the
// shop's own mail in English.

export const orderTopics = [
  "order-placed",
  "order-confirmed",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "order-released",
] as const;
export type OrderTopic = (typeof orderTopics)[number];

const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/** The order as its customer's mails tell it: the shopper's own words plain and short. */
function forCustomer(order: Order): Order {
  return {
    ...order,
    fullName: plainShopperText(order.fullName, 40),
    address: plainShopperText(order.address, 120),
    city: plainShopperText(order.city, 40),
    specialInstructions: null,
  };
}

const releaseHours = orderLimits.releaseAfterMs / (60 * 60 * 1000);

const mailWords = (locale: Locale) => createTranslator({ locale, messages: messagesOf(locale), namespace: "mail" });
type MailWords = ReturnType<typeof mailWords>;

/** What was ordered, what it costs and where it goes, in the mail's language (`t`). */
function orderSummary(order: Order, t: MailWords = mailWords(order.locale)): Block[] {
  const { locale } = order;
  const money = (amount: number) => keepLeftToRight(locale, formatRupees(amount));
  const prices = {
    subtotal: money(order.subtotal),
    delivery: order.deliveryCharge === 0 ? t("freeDelivery") : money(order.deliveryCharge),
    total: money(order.total),
  };
  return [
    {
      kind: "list",
      items: order.lines
        .map(orderLineViewIn(locale))
        .map((line) => t("lineTotal", { line: lineDescription(line, locale), total: money(line.total) })),
    },
    paragraph(
      order.promoDiscount > 0
        ? t("summaryWithDiscount", { ...prices, discount: money(order.promoDiscount) })
        : t("summary", prices),
    ),
    paragraph(
      t("deliverTo", {
        name: order.fullName,
        address: order.address,
        city: order.city,
        phone: keepLeftToRight(locale, order.phone),
      }),
    ),
  ];
}

const customerMails: Record<OrderTopic, (order: Order, t: MailWords) => { subject: string; blocks: Block[] }> = {
  "order-placed": (order, t) => ({
    subject: t("subject.placed", { number: numbered(order) }),
    blocks: [
      paragraph(
        t("placed", {
          name: order.fullName,
          callPromise: confirmationPromise(order.phone, order.locale),
          deliveryPromise: deliveryPromiseIn(order.locale),
        }),
      ),
      ...orderSummary(order, t),
      paragraph(keepCashReady(order.total, order.locale)),
    ],
  }),
  "order-confirmed": (order, t) => ({
    subject: t("subject.confirmed", { number: numbered(order) }),
    blocks: [
      paragraph(t("confirmed", { deliveryPromise: deliveryPromiseIn(order.locale) })),
      ...orderSummary(order, t),
    ],
  }),
  "order-shipped": (order, t) => ({
    subject: t("subject.shipped", { number: numbered(order) }),
    blocks: [
      paragraph(`${handedToCourier(order.shipment, order.locale)} ${keepCashReady(order.total, order.locale)}`),
      ...(order.shipment?.trackingUrl
        ? [
            {
              kind: "link",
              text: trackingLinkText(order.shipment.courier.name, order.locale),
              href: order.shipment.trackingUrl,
            } as const,
          ]
        : []),
    ],
  }),
  "order-delivered": (order, t) => ({
    subject: t("subject.delivered", { number: numbered(order) }),
    blocks: [paragraph(t("delivered"))],
  }),
  "order-cancelled": (order, t) => ({
    subject: t("subject.cancelled", { number: numbered(order) }),
    blocks: [paragraph(t("cancelled"))],
  }),
  "order-released": (order, t) => ({
    subject: t("subject.cancelled", { number: numbered(order) }),
    blocks: [
      paragraph(t("released", { phone: keepLeftToRight(order.locale, order.phone), hours: String(releaseHours) })),
    ],
  }),
};

/** The order's number as its customer's mails name it: left to right inside Urdu. */
const numbered = (order: Order) => keepLeftToRight(order.locale, formatOrderNumber(order.number));

/**
 * The messages one event of an order sends (none when nobody is there to tell): to the customer
 * only when `customer` (the order's Order.mailsCustomer).
 */
export function orderMessages(
  order: Order,
  topic: OrderTopic,
  eventId: string,
  { customer }: { customer: boolean },
): NewMessage[] {
  const named = formatOrderNumber(order.number);
  const messages: (Pick<NewMessage, "to" | "subject" | "text" | "html"> & { audience: "shop" | "customer" })[] = [];
  if (topic === "order-placed" && env.SHOP_ORDER_EMAIL) {
    const { text, html } = render([
      ...(order.heldForReview ? [paragraph(heldOrderTexts.shopMailLine)] : []),
      paragraph(
        `New order ${named} from ${order.fullName} (${order.phone}), ${order.city}: ${formatRupees(order.total)}.`,
      ),
      ...orderSummary({ ...order, locale: defaultLocale }),
      ...(order.specialInstructions ? [paragraph(`Instructions: ${order.specialInstructions}`)] : []),
      { kind: "link", text: "Open the order", href: absolute(adminOrderPath(order.id)) },
    ]);
    const subject = `New order ${named}: ${formatRupees(order.total)}`;
    messages.push({
      audience: "shop",
      to: env.SHOP_ORDER_EMAIL,
      subject: order.heldForReview ? heldOrderTexts.shopMailSubject(subject) : subject,
      text,
      html,
    });
  }
  if (order.email && customer) {
    // In the language the order was placed in (Order.locale); the shop's own mail above stays English.
    const t = mailWords(order.locale);
    const { subject, blocks } = customerMails[topic](forCustomer(order), t);
    const { text, html } = render(
      [
        ...blocks,
        {
          kind: "link",
          text: t("orderLink", { number: numbered(order) }),
          href: absolute(localePath(order.locale, orderPagePath(order))),
        },
      ],
      order.locale,
    );
    messages.push({ audience: "customer", to: order.email, subject, text, html });
  }
  // The audience keeps a shop that orders from its own address from losing one of the two.
  return messages.map(({ audience, ...message }) => ({
    ...message,
    topic,
    orderId: order.id,
    dedupeKey: `${topic}:${eventId}:${audience}`,
  }));
}
