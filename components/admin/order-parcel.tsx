import { formatDateTime } from "@/lib/domain/dates";
import { shippedChatLink, trackingLinkText } from "@/lib/domain/order-text";
import type { Order } from "@/lib/domain/orders";

function noShipment(order: Order): string {
  if (order.status === "Shipped")
    return "Shipped before couriers were recorded: choose the courier and consignment number under Update Order to add them.";
  if (order.status === "Delivered") return "Delivered before couriers were recorded.";
  if (order.status === "Cancelled") return "Never handed to a courier.";
  return "Not handed to a courier yet: choose Shipped under Update Order, with the courier and consignment number.";
}

/**
 * The parcel on the admin's order page: its courier, consignment number, tracking page and dates,
 * and the WhatsApp message telling the customer. What staff record about it later (its return, the
 * courier's payment) comes in as `children`.
 */
export function OrderParcel({ order, children }: { order: Order; children?: React.ReactNode }) {
  const { shipment } = order;
  const chat = shippedChatLink(order);
  return (
    <section aria-labelledby="order-parcel" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="order-parcel" className="mb-3 text-lg font-semibold">
        Parcel
      </h2>
      {shipment ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Courier</dt>
          <dd>{shipment.courier.name}</dd>
          <dt className="text-stone-600">Consignment</dt>
          <dd className="font-mono break-all">{shipment.consignmentNumber}</dd>
          <dt className="text-stone-600">Tracking</dt>
          <dd>
            {shipment.trackingUrl ? (
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                {trackingLinkText(shipment.courier.name)}
              </a>
            ) : (
              "No tracking page"
            )}
          </dd>
          <dt className="text-stone-600">Shipped</dt>
          <dd>
            <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt)}</time>
          </dd>
          {order.deliveredAt && (
            <>
              <dt className="text-stone-600">Delivered</dt>
              <dd>
                <time dateTime={order.deliveredAt}>{formatDateTime(order.deliveredAt)}</time>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm text-stone-600">{noShipment(order)}</p>
      )}
      {chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-3 w-full">
          WhatsApp the tracking details
        </a>
      )}
      {children && (
        <div className="mt-3 flex flex-col gap-3 border-t border-stone-200 pt-3 empty:hidden">{children}</div>
      )}
    </section>
  );
}
