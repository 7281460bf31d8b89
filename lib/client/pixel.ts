"use client";
import type { CartLine } from "@/lib/domain/cart";
import { orderTotals } from "@/lib/domain/pricing";
import { request } from "./http";

// Purchase-tracking events (Meta pixel names, currency PKR). They go to our own server, which stores
// them and forwards them to Meta's Conversions API with its own credentials. Nothing is sent when
// no pixel id is configured. Purchase itself is sent by the server from the order it priced.
const pixelId = process.env.NEXT_PUBLIC_META_PIXEL_ID;
const pageViewKey = "pageViewTracked";

type Contents = { id: string; quantity: number; item_price: number }[];

function cookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function send(
  eventName: string,
  customData: Record<string, unknown> = {},
  eventId: string = crypto.randomUUID(),
): void {
  if (!pixelId) return;
  const body = {
    datasetId: pixelId,
    event_name: eventName,
    event_id: eventId,
    // The page without its query and fragment: an order's page carries its secret key there.
    event_source_url: `${window.location.origin}${window.location.pathname}`,
    action_source: "website",
    custom_data: { currency: "PKR", ...customData },
    fbp: cookie("_fbp"),
    fbc: cookie("_fbc"),
  };
  // keepalive: an event sent just before navigating still arrives. Tracking never disturbs the
  // shopper: whatever happens to the event is dropped.
  request("/api/analytics/meta-event", { body, keepalive: true }).catch(() => undefined);
}

function contentsOf(lines: CartLine[]): { contents: Contents; content_ids: string[]; value: number } {
  return {
    contents: lines.map((line) => ({ id: line.id, quantity: line.quantity, item_price: line.price })),
    content_ids: [...new Set(lines.map((line) => line.id))],
    value: orderTotals(lines).subtotal,
  };
}

export function trackPageViewOncePerSession(): void {
  if (!pixelId || sessionStorage.getItem(pageViewKey)) return;
  sessionStorage.setItem(pageViewKey, "1");
  send("PageView");
}

export function trackAddToCart(line: CartLine): void {
  send("AddToCart", { content_type: "product", ...contentsOf([line]) });
}

export function trackInitiateCheckout(lines: CartLine[]): void {
  send("InitiateCheckout", { content_type: "product", num_items: lines.length, ...contentsOf(lines) });
}
