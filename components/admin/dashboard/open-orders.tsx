import { AdminLink } from "@/components/admin/admin-link";
import type { OrderStatus } from "@/lib/domain/orders";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { ordersListHref } from "@/lib/domain/validation/admin-order";
import { Panel } from "./panel";

/** How many orders wait in each open status, each leading to the orders list filtered by it. */
export function OpenOrders({ counts }: { counts: { status: OrderStatus; count: number }[] }) {
  return (
    <Panel id="open-orders-heading" title="Open orders by status">
      <ul className="flex flex-col gap-1 text-sm">
        {counts.map(({ status, count }) => (
          <li key={status}>
            <AdminLink
              href={ordersListHref({ status })}
              className="flex items-center justify-between rounded-md px-2 py-1.5 hover:bg-stone-50"
            >
              <OrderStatusBadge status={status} />
              <span className="text-lg font-bold">{count}</span>
            </AdminLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
