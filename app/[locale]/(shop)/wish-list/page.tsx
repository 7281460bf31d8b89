import type { Metadata } from "next";
import { WishlistClient } from "./wishlist-client";

export const metadata: Metadata = { title: "Wishlist", robots: { index: false } };

export default function WishlistPage() {
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">My Wishlist</h1>
      <WishlistClient />
    </div>
  );
}
