"use client";
import { useEffect } from "react";
import { refreshCart } from "@/lib/client/cart-refresh";
import { startCartSync } from "@/lib/client/cart-store";
import { trackPageViewOncePerSession } from "@/lib/client/pixel";
import { startWishlistSync } from "@/lib/client/wishlist-store";

/**
 * Restores the cart and wishlist from local storage, keeps them in step across tabs, re-prices the
 * cart on the server and counts one page view per session.
 */
export function ShopProviders() {
  useEffect(() => {
    const stopCart = startCartSync();
    const stopWishlist = startWishlistSync();
    void refreshCart();
    trackPageViewOncePerSession();
    return () => {
      stopCart();
      stopWishlist();
    };
  }, []);
  return null;
}
