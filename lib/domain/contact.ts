import { shop } from "./shop";

// The shop's contact links: chat (WhatsApp), e-mail compose and the map.
export const chatGreeting = `Assalam-o-Alaikum! I'd like to ask about your dry fruits.`;
export const chatLink = `https://wa.me/${shop.whatsappNumber}?text=${encodeURIComponent(chatGreeting)}`;
export const emailLink = `mailto:${shop.email}`;
export const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}`;
