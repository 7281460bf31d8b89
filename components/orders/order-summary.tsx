import { OrderLineName } from "@/components/orders/order-line-name";
import { ServerImage } from "@/components/ui/server-image";
import { productImageUrl } from "@/lib/domain/images";
import { orderLineView, type Order } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";

/** The order's lines as they were sold, with their images, sizes and prices, and its totals. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div>
      <ul className="flex flex-col divide-y divide-stone-200">
        {order.lines.map(orderLineView).map((line, index) => (
          <li key={index} className="flex items-center gap-3 py-2">
            <ServerImage
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
        <dt>Subtotal</dt>
        <dd className="text-right whitespace-nowrap">{formatRupees(order.subtotal)}</dd>
        <dt>Delivery</dt>
        <dd className="text-right whitespace-nowrap">
          {order.deliveryCharge === 0 ? "Free" : formatRupees(order.deliveryCharge)}
        </dd>
        {order.promoDiscount > 0 && (
          <>
            <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ""}</dt>
            <dd className="text-right whitespace-nowrap">− {formatRupees(order.promoDiscount)}</dd>
          </>
        )}
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-right text-base font-bold whitespace-nowrap">{formatRupees(order.total)}</dd>
      </dl>
    </div>
  );
}
