"use client";
import { orderPlacedMessage, useUi } from "@/lib/client/ui-store";

export function OrderPlacedBanner() {
  const shown = useUi((state) => state.orderPlaced);
  const setOrderPlaced = useUi((state) => state.setOrderPlaced);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-4 flex max-w-7xl items-center justify-between gap-4 rounded-md bg-green-700 px-4 py-3 text-white"
    >
      <p className="font-medium">{orderPlacedMessage}</p>
      <button type="button" aria-label="Close" className="text-2xl leading-none" onClick={() => setOrderPlaced(false)}>
        ×
      </button>
    </div>
  );
}
