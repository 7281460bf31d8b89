import { shop } from "./shop";

// The shop's contact links: chat (WhatsApp), e-mail compose and the map.

/** A WhatsApp chat with `digits` (international, no "+"), the message typed in for the sender. */
export const whatsappLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** A chat with the shop, `text` (in the page's language: menu.chatGreeting, purchase.orderChat) typed in. */
export const shopChatLink = (text: string) => whatsappLink(shop.whatsappNumber, text);

/** One product as a shopper orders it by WhatsApp: "Mamra Almonds (500 g) × 2". */
export const productOrderLine = (name: string, pack: string | null, quantity: number) =>
  `${name}${pack ? ` (${pack})` : ""} × ${quantity}`;

export const emailLink = `mailto:${shop.email}`;
export const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}`;
