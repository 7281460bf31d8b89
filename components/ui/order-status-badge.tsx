import clsx from "clsx";
import { orderStatusLabel, type OrderStatus } from "@/lib/domain/orders";

// The spec's colours: Processing yellow, Shipped blue, Delivered green, everything else red.
const colours: Partial<Record<OrderStatus, string>> = {
  Processing: "bg-yellow-100 text-yellow-900",
  Shipped: "bg-blue-100 text-blue-900",
  Delivered: "bg-green-100 text-green-900",
};

// The admin's badge is English; the shop passes the label in the page's language
// (components/orders/order-status-badge.tsx).
export function OrderStatusBadge({
  status,
  label = orderStatusLabel[status],
}: {
  status: OrderStatus;
  label?: string;
}) {
  return (
    <span
      className={clsx(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        colours[status] ?? "bg-red-100 text-red-900",
      )}
    >
      {label}
    </span>
  );
}
