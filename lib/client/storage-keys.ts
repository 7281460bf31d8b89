// The localStorage keys the shop writes (the spec's names); logout forgets every one of them.
export const storageKeys = {
  cart: "cart",
  wishlist: "wishlist",
  /** The spec's spelling of the wishlist, still read and folded into `wishlist`. */
  legacyWishlist: "wishList",
  /** Set when the shopper used Buy Now; cleared with the cart after the order is placed. */
  buyNow: "buyNowAction",
  /** The orders placed in this browser, with their signed links, for the 'Track your order' page. */
  placedOrders: "placedOrders",
  /** The transaction id of an order sent but not yet answered (./pending-order.ts). */
  pendingOrder: "pendingOrder",
} as const;
