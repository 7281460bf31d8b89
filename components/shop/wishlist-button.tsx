"use client";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { HeartIcon } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast-store";
import { useWishlist } from "@/lib/client/wishlist-store";

export function WishlistButton({ productId, name }: { productId: string; name: string }) {
  const listed = useWishlist((state) => state.ids.includes(productId));
  const toggle = useWishlist((state) => state.toggle);
  const t = useTranslations("listing");
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={t(listed ? "wishlistRemove" : "wishlistAdd", { name })}
      onClick={() => toast.success(t(toggle(productId) ? "wishlistAdded" : "wishlistRemoved"))}
      className={clsx(
        "rounded-full border p-2",
        listed ? "border-red-200 bg-red-50 text-red-600" : "border-stone-300 text-stone-600 hover:text-red-600",
      )}
    >
      <HeartIcon filled={listed} />
    </button>
  );
}
