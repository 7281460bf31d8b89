"use client";
import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/icons";

/** The label an Add To Cart button holds for a moment after adding (with the `btn-added` class). */
export function AddedToCart() {
  const t = useTranslations("cart");
  return (
    <>
      <CheckIcon /> {t("added")}
    </>
  );
}
