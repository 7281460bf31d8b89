"use client";
// Orders from the browser: placing one, finding one, and quoting a promo code at the checkout.
import { fromLegacyOrder, type LegacyOrder } from "@/lib/contract/orders";
import { fromLegacyPromoQuote, type LegacyPromoQuote } from "@/lib/contract/promos";
import { toLegacyOrderRequest } from "@/lib/contract/requests";
import type { Order, OrderRequest } from "@/lib/domain/orders";
import type { PromoQuote } from "@/lib/domain/promo";
import { request } from "./http";

/** Places the order; answers it as the server priced it, and its page (signed for a guest). */
export async function placeOrder(order: OrderRequest): Promise<{ order: Order; url: string }> {
  const answer = await request<{ order: LegacyOrder & { orderUrl: string } }>("/api/order/create-order", {
    body: toLegacyOrderRequest(order),
  });
  return { order: fromLegacyOrder(answer.order), url: answer.order.orderUrl };
}

export async function findOrder(orderNumber: string, phone: string): Promise<string> {
  const answer = await request<{ orderUrl: string }>("/api/order/track", { body: { orderNumber, phone } });
  return answer.orderUrl;
}

export async function quotePromo(code: string, subtotal: number): Promise<{ message: string; quote: PromoQuote }> {
  const answer = await request<LegacyPromoQuote>("/api/promos/apply", { body: { code, totalAmount: subtotal } });
  return { message: answer.message, quote: fromLegacyPromoQuote(answer) };
}
