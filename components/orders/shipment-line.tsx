import clsx from "clsx";
import { formatDate } from "@/lib/domain/dates";
import { shipmentDescription, trackingLinkText } from "@/lib/domain/order-text";
import type { Order } from "@/lib/domain/orders";
import type { Shipment } from "@/lib/domain/parcels";

/**
 * Who carries the parcel, under which consignment number, and the courier's own tracking page (a
 * new tab, sent no referrer: the order page's address holds its key). The shopper's order page, My
 * Orders and so the answer of Track your order show it.
 */
export function ShipmentLine({ shipment, className }: { shipment: Shipment; className?: string }) {
  return (
    <p className={clsx("flex flex-wrap items-baseline gap-x-3 gap-y-1", className)}>
      <span>{shipmentDescription(shipment)}</span>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block py-2.5 font-medium text-brand underline md:py-0"
        >
          {trackingLinkText(shipment.courier.name)}
          <span aria-hidden>{"\u00a0"}↗</span>
        </a>
      )}
    </p>
  );
}

/** The parcel on the order's own page: the line above and when it left and arrived. */
export function ShipmentDetails({ order }: { order: Pick<Order, "shipment" | "deliveredAt"> }) {
  if (!order.shipment) return null;
  return (
    <div className="flex flex-col gap-1">
      <ShipmentLine shipment={order.shipment} />
      <p className="text-sm text-stone-600">
        <span className="whitespace-nowrap">
          Shipped <time dateTime={order.shipment.shippedAt}>{formatDate(order.shipment.shippedAt)}</time>
        </span>
        {order.deliveredAt && (
          <>
            {" · "}
            <span className="whitespace-nowrap">
              Delivered <time dateTime={order.deliveredAt}>{formatDate(order.deliveredAt)}</time>
            </span>
          </>
        )}
      </p>
    </div>
  );
}
