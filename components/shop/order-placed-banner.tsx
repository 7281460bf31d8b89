"use client";
import { useTranslations } from "next-intl";
import { useUi } from "@/lib/client/ui-store";

/** What the shopper sees once the checkout has placed the order (its texts: the checkout's part). */
export function OrderPlacedBanner() {
  const t = useTranslations("checkout");
  const shown = useUi((state) => state.orderPlaced);
  const setOrderPlaced = useUi((state) => state.setOrderPlaced);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-4 flex max-w-7xl items-center justify-between gap-4 rounded-md bg-green-700 px-4 py-3 text-white"
    >
      <p className="font-medium">{t("orderPlaced")}</p>
      <button
        type="button"
        aria-label={t("closeBanner")}
        className="text-2xl leading-none"
        onClick={() => setOrderPlaced(false)}
      >
        ×
      </button>
    </div>
  );
}
