"use client";
import { useTranslations } from "next-intl";
import { CartIcon } from "@/components/ui/icons";
import { useCart } from "@/lib/client/cart-store";
import { useEarlyTap } from "@/lib/client/early-taps";

/** The header's cart icon; the badge counts lines. */
export function CartButton() {
  const count = useCart((state) => state.lines.length);
  const openDrawer = useCart((state) => state.openDrawer);
  const early = useEarlyTap<HTMLButtonElement>();
  const t = useTranslations("cart");
  return (
    <button
      {...early}
      type="button"
      onClick={openDrawer}
      aria-label={t("button", { count })}
      className="relative rounded p-2.5 hover:bg-stone-100"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
