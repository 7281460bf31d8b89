"use client";
import { useTranslations } from "next-intl";
import { clampQuantity, maxQuantity, minQuantity } from "@/lib/domain/cart";

/** Quantity from 1 to 50 with minus and plus buttons. */
export function QuantityStepper({
  value,
  onChange,
  id,
  max = maxQuantity,
  of,
  size = "large",
}: {
  value: number;
  onChange: (quantity: number) => void;
  id: string;
  max?: number;
  /** What the quantity is of, where a page has several: 'Mamra Almonds 250g'. */
  of?: string;
  size?: "large" | "small";
}) {
  const upper = Math.max(minQuantity, Math.min(max, maxQuantity));
  const set = (quantity: number) => onChange(Math.min(upper, clampQuantity(quantity)));
  const t = useTranslations("purchase");
  const label = (plain: "decrease" | "increase" | "quantity") => (of ? t(`${plain}Of`, { item: of }) : t(plain));
  // Each part a thumb's box (44 px) in both sizes: the small one has a narrower field and smaller signs.
  const box = size === "large" ? "h-11 w-11 text-lg" : "h-11 w-11";
  return (
    <div className="inline-flex items-center rounded-md border border-stone-300">
      <button
        type="button"
        aria-label={label("decrease")}
        disabled={value <= minQuantity}
        onClick={() => set(value - 1)}
        className={`${box} disabled:opacity-40`}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {label("quantity")}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={minQuantity}
        max={upper}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className={`${size === "large" ? "h-11 w-14" : "h-11 w-11"} [appearance:textfield] border-x border-stone-300 text-center [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        aria-label={label("increase")}
        disabled={value >= upper}
        onClick={() => set(value + 1)}
        className={`${box} disabled:opacity-40`}
      >
        +
      </button>
    </div>
  );
}
