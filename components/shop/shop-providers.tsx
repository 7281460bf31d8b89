"use client";
import { useEffect } from "react";
import { refreshCart, useTellCartChanges } from "@/lib/client/cart-refresh";
import { startCartSync } from "@/lib/client/cart-store";
import { takeNoticeFromLastPage } from "@/lib/client/next-page-notice";
import { trackPageViewOncePerSession } from "@/lib/client/pixel";
import { toast } from "@/lib/client/toast-store";
import { startWishlistSync } from "@/lib/client/wishlist-store";

/**
 * Restores the cart and wishlist from local storage, keeps them in step across tabs, re-prices the
 * cart on the server, counts one page view per session and shows what the last page left to say.
 */
export function ShopProviders() {
  const tellCartChanges = useTellCartChanges();
  useEffect(() => {
    void refreshCart().then(tellCartChanges);
  }, [tellCartChanges]);
  useEffect(() => {
    const stopCart = startCartSync();
    const stopWishlist = startWishlistSync();
    trackPageViewOncePerSession();
    const notice = takeNoticeFromLastPage();
    if (notice) toast.success(notice);
    return () => {
      stopCart();
      stopWishlist();
    };
  }, []);
  return null;
}
