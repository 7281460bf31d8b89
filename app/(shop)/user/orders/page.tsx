import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { DataTable } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/domain/dates";
import { formatOrderNumber, orderLineView } from "@/lib/domain/orders";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees } from "@/lib/domain/pricing";
import { requireUser } from "@/lib/server/auth/guards";
import { listOrdersByUser } from "@/lib/server/orders/read";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default async function OrdersPage() {
  const user = await requireUser();
  const orders = await listOrdersByUser(user.id);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Orders</h1>
      <DataTable
        columns={["Order", "Products", "Status", "Total", "Phone", "Address", "Checkout", "Processing"]}
        empty="No order found"
        isEmpty={orders.length === 0}
        minWidth="min-w-[58rem]"
      >
        {orders.map((order) => (
          <tr key={order.id} className="border-t border-stone-200 align-top">
            <td className="px-3 py-2 whitespace-nowrap">
              <Link href={`/orders/${formatOrderNumber(order.number)}`} className="font-semibold text-brand underline">
                {formatOrderNumber(order.number)}
              </Link>
            </td>
            <td className="px-3 py-2">
              <ul className="flex flex-col gap-2">
                {order.lines.map(orderLineView).map((line, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <Image
                      src={productImageUrl(line.image, { thumbnail: true })}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded object-cover"
                    />
                    <span>
                      {line.href ? (
                        <Link
                          href={line.href}
                          className="underline decoration-stone-300 underline-offset-2 hover:text-brand hover:decoration-current"
                        >
                          {line.name}
                        </Link>
                      ) : (
                        line.name
                      )}
                      <span className="block text-xs text-stone-500">
                        Qty: {line.quantity}
                        {line.weight ? ` · ${line.weight}` : ""}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-3 py-2">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatRupees(order.total)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{order.phone}</td>
            <td className="px-3 py-2">
              {order.address}, {order.city}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.updatedAt)}</td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-3 text-sm text-stone-600">Total {orders.length} order found</p>
    </div>
  );
}
