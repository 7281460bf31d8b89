import { formatRupees } from "./money";
import { shop } from "./shop";

// The shop's contact links: chat (WhatsApp), e-mail compose and the map.

/** A WhatsApp chat with `digits` (international, no "+"), the message typed in for the sender. */
export const whatsappLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

export const chatGreeting = `Assalam-o-Alaikum! I'd like to ask about your dry fruits.`;
export const chatLink = whatsappLink(shop.whatsappNumber, chatGreeting);

/** A shopper's order of one product by WhatsApp, with the size, quantity and price the page shows chosen. */
export function productOrderChatLink(order: {
  name: string;
  /** '500 g', or null for a product sold by the piece. */
  pack: string | null;
  quantity: number;
  total: number;
  url: string;
}): string {
  const what = `${order.name}${order.pack ? ` (${order.pack})` : ""} × ${order.quantity}`;
  return whatsappLink(
    shop.whatsappNumber,
    `Assalam-o-Alaikum! I'd like to order ${what}, ${formatRupees(order.total)}, cash on delivery.\n${order.url}`,
  );
}

export const emailLink = `mailto:${shop.email}`;
export const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}`;
