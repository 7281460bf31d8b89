import { mayRecordPayment, mayRecordReturn } from "@/lib/domain/cash";
import type { Order } from "@/lib/domain/orders";
import { OrderPayment } from "./order-payment";
import { ParcelReturn } from "./parcel-return";

/**
 * How a shipped parcel ended, in the Parcel panel of the admin's order page: came back, or delivered
 * and paid for by its courier, each recorded here. Nothing before the order is shipped.
 */
export function ParcelOutcome({ order }: { order: Order }) {
  if (!order.returned && !order.payment && !mayRecordReturn(order) && !mayRecordPayment(order)) return null;
  return (
    <section aria-labelledby="parcel-outcome-heading">
      <h3 id="parcel-outcome-heading" className="mb-3 font-semibold">
        Return and payment
      </h3>
      <div className="flex flex-col gap-4 [&>*+*]:border-t [&>*+*]:border-stone-200 [&>*+*]:pt-4">
        <ParcelReturn order={order} />
        <OrderPayment order={order} />
      </div>
    </section>
  );
}
