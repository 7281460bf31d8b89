import { Link } from "@/lib/i18n/navigation";
import { CheckIcon } from "@/components/ui/icons";
import { shop } from "@/lib/domain/shop";

/** What a shopper wants to know before buying, beside the product page's buttons: payment, delivery, exchange, freshness. */
export function PurchaseAssurances() {
  const assurances = [
    { title: "Cash on delivery", text: "Pay in cash when your order reaches you, anywhere in Pakistan." },
    {
      title: `Delivered in ${shop.deliveryWindow}`,
      text: `After our confirmation call; free delivery on orders of ${shop.freeDeliveryFrom}.`,
      link: { href: "/shipping-policy", label: "Shipping policy" },
    },
    {
      title: `Exchange within ${shop.exchangeWindow} of delivery`,
      text: "Unused and in the original packing.",
      link: { href: "/return-exchange-policy", label: "Exchange policy" },
    },
    { title: `Packed fresh in ${shop.city}`, text: `By ${shop.name}, since ${shop.since}.` },
  ];
  return (
    <ul aria-label="Buying from us" className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm">
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
