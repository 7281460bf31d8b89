import { useLocale, useTranslations } from "next-intl";
import { OrderLineName } from "@/components/orders/order-line-name";
import { PlainImage } from "@/components/ui/plain-image";
import { productImageUrl } from "@/lib/domain/images";
import { orderLineViewIn, type Order } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";

/** A discount: left to right in Urdu too, so the minus stays before "Rs.". */
const less = (amount: number) => `− ${formatRupees(amount)}`;

/**
 * The order's lines as they were sold, with their images, sizes and prices, and its totals. In the
 * page's language; the admin, outside the shop's languages, gets next-intl's default, English.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useTranslations("order");
  const locale = useLocale();
  return (
    <div>
      <ul className="flex flex-col divide-y divide-stone-200">
        {order.lines.map(orderLineViewIn(locale)).map((line, index) => (
          <li key={index} className="flex items-center gap-3 py-2">
            <PlainImage
              src={productImageUrl(line.image, { thumbnail: true })}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <OrderLineName line={line} />
              </p>
              <p className="text-sm text-stone-600">
                {line.weight ? `${line.weight} · ` : ""}
                {line.quantity} × <span className="whitespace-nowrap">{formatRupees(line.unitPrice)}</span>
              </p>
            </div>
            <p className="font-medium whitespace-nowrap">{formatRupees(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm">
        <dt>{t("subtotal")}</dt>
        <dd className="text-end whitespace-nowrap">{formatRupees(order.subtotal)}</dd>
        <dt>{t("delivery")}</dt>
        <dd className="text-end whitespace-nowrap">
          {order.deliveryCharge === 0 ? t("free") : formatRupees(order.deliveryCharge)}
        </dd>
        {order.promoDiscount > 0 && (
          <>
            <dt>{order.promoCode ? t("discountWithCode", { code: order.promoCode }) : t("discount")}</dt>
            <dd className="text-end whitespace-nowrap">
              <span dir="ltr">{less(order.promoDiscount)}</span>
            </dd>
          </>
        )}
        <dt className="text-base font-bold">{t("total")}</dt>
        <dd className="text-end text-base font-bold whitespace-nowrap">{formatRupees(order.total)}</dd>
      </dl>
    </div>
  );
}
