import { AdminLink, AdminOrderLink } from "@/components/admin/admin-link";
import { OrderLines } from "@/components/admin/order-lines";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { formatDate, formatTime } from "@/lib/domain/dates";
import type { Order } from "@/lib/domain/orders";
import { telLink } from "@/lib/domain/phone";
import { formatRupees } from "@/lib/domain/pricing";

/** How many of today's orders the dashboard shows; the orders list has the rest. */
export const todaysOrdersShown = 10;

/**
 * 'Today's Orders': the newest of them, one table written once, its rows cards on a phone (a grid
 * of the same cells) and table rows from md up.
 */
export function TodaysOrders({ orders, total, allHref }: { orders: Order[]; total: number; allHref: string }) {
  return (
    <section aria-labelledby="today-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="today-heading" className="text-lg font-semibold">
          Today&apos;s Orders ({total})
        </h2>
        <AdminLink href="/admin/dashboard/orders" className="btn-secondary py-1.5 text-sm">
          View All Orders
        </AdminLink>
      </div>
      {total > orders.length && (
        <p className="mb-2 text-sm text-stone-600">
          The newest {orders.length} are shown;{" "}
          <AdminLink href={allHref} className="text-brand underline">
            see all {total}
          </AdminLink>
        </p>
      )}
      {total === 0 ? (
        <p className="text-sm text-stone-600">No orders found today</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="hidden text-xs text-stone-600 uppercase md:table-header-group">
            <tr>
              <th className="px-2 py-2">Order</th>
              <th className="px-2 py-2">Customer</th>
              <th className="px-2 py-2">Products</th>
              <th className="px-2 py-2">Total</th>
              <th className="px-2 py-2">Status</th>
              <th className="px-2 py-2">Address</th>
              <th className="px-2 py-2">Ordered At</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr
                key={order.id}
                className="grid grid-cols-[1fr_auto] gap-2 border-t border-stone-200 py-3 align-top md:table-row"
              >
                <td className="md:px-2 md:py-2 md:whitespace-nowrap">
                  <AdminOrderLink order={order} />
                </td>
                <td className="col-span-2 md:px-2 md:py-2">
                  <span className="block">{order.fullName}</span>
                  <a href={telLink(order.phone)} className="whitespace-nowrap text-brand underline">
                    {order.phone}
                  </a>
                </td>
                <td className="col-span-2 md:px-2 md:py-2">
                  <OrderLines lines={order.lines} />
                </td>
                <td className="col-span-2 font-semibold whitespace-nowrap md:px-2 md:py-2">
                  {formatRupees(order.total)}
                </td>
                <td className="col-span-2 md:px-2 md:py-2">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="col-span-2 text-stone-700 md:px-2 md:py-2 md:text-inherit">
                  {order.address}, {order.city}
                </td>
                <td className="col-start-2 row-start-1 text-xs text-stone-600 md:px-2 md:py-2 md:text-sm md:whitespace-nowrap md:text-inherit">
                  <span className="hidden md:inline">{formatDate(order.createdAt)} </span>
                  {formatTime(order.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
