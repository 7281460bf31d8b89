"use client";

// Set when the shopper used Buy Now; cleared with the cart after the order is placed.
export const buyNowKey = "buyNowAction";

export function markBuyNow(): void {
  window.localStorage.setItem(buyNowKey, "true");
}
