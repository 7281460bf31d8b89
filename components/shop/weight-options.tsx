"use client";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { formatRupees, packPrice, weightOptions, type PricedProduct, type Weight } from "@/lib/domain/pricing";

/** The three pack sizes as radio buttons, each with its price after the offer. */
export function WeightOptions({
  product,
  value,
  onChange,
  name,
}: {
  product: PricedProduct;
  value: Weight | null;
  onChange: (weight: Weight) => void;
  name: string;
}) {
  const t = useTranslations("purchase");
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t("size")}</legend>
      <div className="flex flex-wrap gap-2">
        {weightOptions.map((option) => {
          const price = packPrice(product, option.value);
          return (
            <label
              key={option.value}
              className={clsx(
                "flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                value === option.value ? "border-brand bg-brand-light" : "border-stone-300",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="font-medium">{t(`weight.${option.value}`)}</span>
              <span className="whitespace-nowrap text-stone-700">{formatRupees(price.discounted)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
