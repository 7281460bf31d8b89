"use client";
// Orders from the browser: placing one, finding one, and quoting a promo code at the checkout.
import { fromLegacyOrder, fromLegacyPlacedOrder, type LegacyOrder } from "@/lib/contract/orders";
import { fromLegacyPromoQuote, type LegacyPromoQuote } from "@/lib/contract/promos";
import { toLegacyOrderRequest } from "@/lib/contract/requests";
import { formatOrderNumber, orderAnswers, type OrderRequest } from "@/lib/domain/orders";
import type { PromoQuote } from "@/lib/domain/promo";
import { ApiRefusal, request } from "./http";
import type { PlacedOrder } from "./placed-orders";

export interface PlaceOrderAnswer {
  placed: PlacedOrder;
  /** Sent before and placed then, its answer lost on the way: with this cart, or (`"other cart"`) another. */
  before: false | "same cart" | "other cart";
}

/**
 * Places the order; answers it as the server priced it and its page (signed for a guest), and
 * whether this transaction id had placed an order already (an answer lost on the way, then a retry).
 */
export async function placeOrder(order: OrderRequest): Promise<PlaceOrderAnswer> {
  try {
    const answer = await request<{ message: string; order: LegacyOrder & { orderUrl: string } }>(
      "/api/order/create-order",
      { body: toLegacyOrderRequest(order) },
    );
    const placed = fromLegacyOrder(answer.order);
    return {
      placed: {
        orderNumber: formatOrderNumber(placed.number),
        url: answer.order.orderUrl,
        total: placed.total,
        placedAt: placed.createdAt,
      },
      before: answer.message === orderAnswers.alreadyPlaced ? "same cart" : false,
    };
  } catch (error) {
    const placed =
      error instanceof ApiRefusal && error.status === 409 ? fromLegacyPlacedOrder(error.detail.placedOrder) : null;
    if (placed) return { placed, before: "other cart" };
    throw error;
  }
}

export async function findOrder(orderNumber: string, phone: string): Promise<string> {
  const answer = await request<{ orderUrl: string }>("/api/order/track", { body: { orderNumber, phone } });
  return answer.orderUrl;
}

export async function quotePromo(code: string, subtotal: number): Promise<{ message: string; quote: PromoQuote }> {
  const answer = await request<LegacyPromoQuote>("/api/promos/apply", { body: { code, totalAmount: subtotal } });
  return { message: answer.message, quote: fromLegacyPromoQuote(answer) };
}
