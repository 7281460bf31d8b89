import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/icons";
import { formatRupees, freeDeliveryThreshold } from "@/lib/domain/pricing";
import { shop } from "@/lib/domain/shop";
import { Link } from "@/lib/i18n/navigation";

/** What a shopper wants to know before buying, beside the product page's buttons: payment, delivery, exchange, freshness. */
export function PurchaseAssurances() {
  const t = useTranslations("product");
  const assurances = [
    { title: t("codTitle"), text: t("codText") },
    {
      title: t("deliveryTitle", shop.deliveryDays),
      text: t("deliveryText", { amount: formatRupees(freeDeliveryThreshold) }),
      link: { href: "/shipping-policy", label: t("shippingPolicy") },
    },
    {
      title: t("exchangeTitle", { days: shop.exchangeDays }),
      text: t("exchangeText"),
      link: { href: "/return-exchange-policy", label: t("exchangePolicy") },
    },
    { title: t("freshTitle"), text: t("freshText", { year: String(shop.since) }) },
  ];
  return (
    <ul
      aria-label={t("buyingFromUs")}
      className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm"
    >
      {assurances.map((assurance) => (
        <li key={assurance.title} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          <p>
            <span className="font-semibold">{assurance.title}</span>{" "}
            <span className="text-stone-700">{assurance.text}</span>
            {assurance.link && (
              <>
                {" "}
                <Link href={assurance.link.href} className="whitespace-nowrap text-brand underline">
                  {assurance.link.label}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
