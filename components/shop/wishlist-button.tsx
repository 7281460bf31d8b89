"use client";
import clsx from "clsx";
import { HeartIcon } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast-store";
import { useWishlist } from "@/lib/client/wishlist-store";

export function WishlistButton({ productId, name }: { productId: string; name: string }) {
  const listed = useWishlist((state) => state.ids.includes(productId));
  const toggle = useWishlist((state) => state.toggle);
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={listed ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      onClick={() => toast.success(toggle(productId) ? "Added to wishlist!" : "Removed from wishlist!")}
      className={clsx(
        "rounded-full border p-2",
        listed ? "border-red-200 bg-red-50 text-red-600" : "border-stone-300 text-stone-600 hover:text-red-600",
      )}
    >
      <HeartIcon filled={listed} />
    </button>
  );
}
