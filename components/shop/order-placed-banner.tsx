"use client";
import { useUi } from "@/lib/client/ui-store";

/** What the shopper sees once the checkout has placed the order; its words come from the server's layout. */
export function OrderPlacedBanner({ text, closeLabel }: { text: string; closeLabel: string }) {
  const shown = useUi((state) => state.orderPlaced);
  const setOrderPlaced = useUi((state) => state.setOrderPlaced);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-4 flex max-w-7xl items-center justify-between gap-4 rounded-md bg-green-700 px-4 py-3 text-white"
    >
      <p className="font-medium">{text}</p>
      <button
        type="button"
        aria-label={closeLabel}
        className="text-2xl leading-none"
        onClick={() => setOrderPlaced(false)}
      >
        ×
      </button>
    </div>
  );
}
