import { useTranslations } from "next-intl";
import { formatRupees, freeDeliveryThreshold } from "@/lib/domain/pricing";

export function PromoBanner() {
  const t = useTranslations("catalog");
  return (
    <aside
      aria-label={t("promoLabel")}
      className="flex flex-col items-start gap-1 rounded-lg bg-gradient-to-r from-brand to-amber-700 px-6 py-5 text-white sm:flex-row sm:items-center sm:justify-between rtl:bg-gradient-to-l"
    >
      <p className="text-lg font-bold">{t("promoTitle", { amount: formatRupees(freeDeliveryThreshold) })}</p>
      <p className="text-sm text-amber-100">{t("promoText")}</p>
    </aside>
  );
}
