"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { DataTable } from "@/components/ui/data-table";
import { deleteOrder } from "@/lib/client/admin-api";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { deliverySlipUrl, formatOrderNumber, orderStatuses, orderStatusLabel, type Order } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { OrderLines } from "./order-lines";
import { StatusForm } from "./order-status-form";
import { useAdminAction } from "./use-admin-action";

const statusChoices = ["All", ...orderStatuses.map((status) => orderStatusLabel[status])];

export function OrdersClient({ orders, status, q }: { orders: Order[]; status: string; q: string }) {
  const router = useRouter();
  const act = useAdminAction();
  const pathname = usePathname();
  const [editing, setEditing] = useState<Order | null>(null);
  const [search, setSearch] = useState(q);

  const navigate = (next: { status?: string; q?: string }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextQ = (next.q ?? search).trim();
    if (nextStatus !== "All") params.set("status", nextStatus);
    if (nextQ) params.set("q", nextQ);
    router.push(`${pathname}${params.size ? `?${params}` : ""}`);
  };

  const remove = (order: Order) =>
    act({
      confirm: "Are you sure you want to delete this order?",
      call: () => deleteOrder(order.id),
      failure: "Failed to delete order",
    });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Status
          <select
            className="field mt-1 w-auto"
            value={status}
            onChange={(event) => navigate({ status: event.target.value })}
          >
            {statusChoices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            navigate({ q: search });
          }}
        >
          <label className="sr-only" htmlFor="order-search">
            Search orders by order number, transaction id, phone or name
          </label>
          <input
            id="order-search"
            type="search"
            className="field w-64"
            placeholder="Order number, phone, name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </form>
      </div>
      <DataTable
        columns={[
          "Order",
          "Products",
          "Status",
          "Total",
          "Customer",
          "Email",
          "Phone",
          "Address",
          "City",
          "Created at",
          "Updated at",
          "Actions",
        ]}
        empty="No order found"
        isEmpty={orders.length === 0}
        minWidth="min-w-[86rem]"
      >
        {orders.map((order) => (
          <tr
            key={order.id}
            className="border-t border-stone-200 align-top"
            aria-label={`Order ${order.transactionId}`}
          >
            <td className="px-3 py-2 whitespace-nowrap">
              <Link href={`/admin/dashboard/orders/${order.id}`} className="font-semibold text-brand underline">
                {formatOrderNumber(order.number)}
              </Link>
            </td>
            <td className="min-w-60 px-3 py-2">
              <OrderLines lines={order.lines} />
            </td>
            <td className="px-3 py-2">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatRupees(order.total)}</td>
            <td className="px-3 py-2">{order.user?.name ?? (order.fullName || "N/A")}</td>
            <td className="px-3 py-2">{order.user?.email ?? (order.email || "N/A")}</td>
            <td className="px-3 py-2 whitespace-nowrap">{order.phone}</td>
            <td className="max-w-48 truncate px-3 py-2" title={order.address}>
              {order.address}
            </td>
            <td className="px-3 py-2">{order.city || "N/A"}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {formatDate(order.createdAt)}
              <span className="block text-xs text-stone-500">{formatTime(order.createdAt)}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {formatDate(order.updatedAt)}
              <span className="block text-xs text-stone-500">{formatTime(order.updatedAt)}</span>
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-col items-start gap-1">
                <button type="button" className="text-brand underline" onClick={() => setEditing(order)}>
                  Edit Order
                </button>
                <a className="text-brand underline" href={deliverySlipUrl(order.id)} target="_blank" rel="noopener">
                  Print Delivery Slip
                </a>
                <button type="button" className="text-red-700 underline" onClick={() => void remove(order)}>
                  Delete Order
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="text-sm text-stone-600">Total {orders.length} order(s) found</p>
      <Modal open={editing !== null} onClose={() => setEditing(null)} label="Update Order">
        <CloseButton onClick={() => setEditing(null)} />
        {editing && <StatusForm order={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}
