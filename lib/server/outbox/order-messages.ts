import "server-only";
import { escape } from "html-escaper";
import { heldOrderTexts } from "@/lib/domain/held-orders";
import {
  confirmationPromise,
  deliveryPromise,
  handedToCourier,
  keepCashReady,
  lineDescription,
  trackingLinkText,
} from "@/lib/domain/order-text";
import { adminOrderPath, formatOrderNumber, orderLineView, type Order } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { orderLimits } from "@/lib/domain/limits";
import { shop } from "@/lib/domain/shop";
import { plainShopperText } from "@/lib/domain/text";
import { env } from "../env";
import { orderPagePath } from "../orders/links";
import type { NewMessage } from "./outbox";

// The e-mails an order's events send: to the shop for each new order (SHOP_ORDER_EMAIL), and to
// the customer, when an e-mail is known and the order may mail it (./customer-mail.ts), when it is
// placed, confirmed, shipped, delivered, cancelled, or let go for want of a confirmation. Plain
// text, and the same text as simple HTML; what the shopper typed is repeated to the customer only
// plain and short, since anyone may type anyone's address at the checkout.

export const orderTopics = [
  "order-placed",
  "order-confirmed",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "order-released",
] as const;
export type OrderTopic = (typeof orderTopics)[number];

type Block =
  { kind: "p"; text: string } | { kind: "link"; text: string; href: string } | { kind: "list"; items: string[] };

const paragraph = (text: string): Block => ({ kind: "p", text });

function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks
    .map((block) =>
      block.kind === "p"
        ? block.text
        : block.kind === "link"
          ? `${block.text}: ${block.href}`
          : block.items.map((item) => `- ${item}`).join("\n"),
    )
    .join("\n\n");
  const html = blocks
    .map((block) =>
      block.kind === "p"
        ? `<p>${escape(block.text)}</p>`
        : block.kind === "link"
          ? `<p><a href="${escape(block.href)}">${escape(block.text)}</a></p>`
          : `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`,
    )
    .join("\n");
  return {
    text: `${text}\n\n${shop.name}, ${shop.phone}\n`,
    html: `<div style="font-family:sans-serif;font-size:15px">${html}<p style="color:#555">${escape(shop.name)}, ${escape(shop.phone)}</p></div>`,
  };
}

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

function orderSummary(order: Order): Block[] {
  return [
    {
      kind: "list",
      items: order.lines.map(orderLineView).map((line) => `${lineDescription(line)}: ${formatRupees(line.total)}`),
    },
    paragraph(
      [
        `Subtotal ${formatRupees(order.subtotal)}`,
        `delivery ${order.deliveryCharge === 0 ? "free" : formatRupees(order.deliveryCharge)}`,
        ...(order.promoDiscount > 0 ? [`discount ${formatRupees(order.promoDiscount)}`] : []),
        `total ${formatRupees(order.total)}, cash on delivery`,
      ].join(", ") + ".",
    ),
    paragraph(`Delivery to: ${order.fullName}, ${order.address}, ${order.city}. Phone ${order.phone}.`),
  ];
}

const customerMails: Record<OrderTopic, (order: Order, named: string) => { subject: string; blocks: Block[] }> = {
  "order-placed": (order, named) => ({
    subject: `Your order ${named} is placed`,
    blocks: [
      paragraph(`Thank you for your order, ${order.fullName}. ${confirmationPromise(order.phone)}; ${deliveryPromise}`),
      ...orderSummary(order),
      paragraph(keepCashReady(order.total)),
    ],
  }),
  "order-confirmed": (order, named) => ({
    subject: `Your order ${named} is confirmed`,
    blocks: [
      paragraph(`We have confirmed your order by phone and are packing it. ${deliveryPromise}`),
      ...orderSummary(order),
    ],
  }),
  "order-shipped": (order, named) => ({
    subject: `Your order ${named} is on its way`,
    blocks: [
      paragraph(`${handedToCourier(order.shipment)} ${keepCashReady(order.total)}`),
      ...(order.shipment?.trackingUrl
        ? [
            {
              kind: "link",
              text: trackingLinkText(order.shipment.courier.name),
              href: order.shipment.trackingUrl,
            } as const,
          ]
        : []),
    ],
  }),
  "order-delivered": (order, named) => ({
    subject: `Your order ${named} is delivered`,
    blocks: [paragraph("Your order has been delivered. Thank you for shopping with us.")],
  }),
  "order-cancelled": (order, named) => ({
    subject: `Your order ${named} is cancelled`,
    blocks: [
      paragraph("Your order has been cancelled. If this is a mistake, reply to this e-mail or message us on WhatsApp."),
    ],
  }),
  "order-released": (order, named) => ({
    subject: `Your order ${named} is cancelled`,
    blocks: [
      paragraph(
        `We could not confirm your order with you on ${order.phone} within ${releaseHours} hours, so it has been cancelled and nothing will be delivered. To order again, visit the shop or message us on WhatsApp.`,
      ),
    ],
  }),
};

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
      ...orderSummary(order),
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
    const { subject, blocks } = customerMails[topic](forCustomer(order), named);
    const { text, html } = render([
      ...blocks,
      { kind: "link", text: `Your order ${named}`, href: absolute(orderPagePath(order)) },
    ]);
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
