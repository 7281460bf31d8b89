import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import type { Order } from "@/lib/domain/orders";
import type { Shipment } from "@/lib/domain/parcels";
import { formatDateIn } from "@/lib/i18n/dates";

/** The sign of a link that opens elsewhere, kept on the link's last word. */
const newTab = "\u00a0↗";

/**
 * Who carries the parcel, under which consignment number, and the courier's own tracking page (a
 * new tab, sent no referrer: the order page's address holds its key). The shopper's order page, My
 * Orders and so the answer of Track your order show it, in the page's language (the English is
 * lib/domain/order-text.ts's shipmentDescription and trackingLinkText, which the e-mails use).
 */
export function ShipmentLine({ shipment, className }: { shipment: Shipment; className?: string }) {
  const t = useTranslations("order");
  return (
    <p className={clsx("flex flex-wrap items-baseline gap-x-3 gap-y-1", className)}>
      <span>{t("shipment", { courier: shipment.courier.name, consignment: shipment.consignmentNumber })}</span>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block py-2.5 font-medium text-brand underline md:py-0"
        >
          {t("trackParcel", { courier: shipment.courier.name })}
          <span aria-hidden className="inline-block rtl:-scale-x-100">
            {newTab}
          </span>
        </a>
      )}
    </p>
  );
}

/** The parcel on the order's own page: the line above and when it left and arrived. */
export function ShipmentDetails({ order }: { order: Pick<Order, "shipment" | "deliveredAt"> }) {
  const t = useTranslations("order");
  const locale = useLocale();
  if (!order.shipment) return null;
  const { shippedAt } = order.shipment;
  const { deliveredAt } = order;
  return (
    <div className="flex flex-col gap-1">
      <ShipmentLine shipment={order.shipment} />
      <p className="text-sm text-stone-600">
        <span className="whitespace-nowrap">
          {t.rich("shipped", {
            date: formatDateIn(locale, shippedAt),
            time: (date) => <time dateTime={shippedAt}>{date}</time>,
          })}
        </span>
        {deliveredAt && (
          <>
            {" · "}
            <span className="whitespace-nowrap">
              {t.rich("delivered", {
                date: formatDateIn(locale, deliveredAt),
                time: (date) => <time dateTime={deliveredAt}>{date}</time>,
              })}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
