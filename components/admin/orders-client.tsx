"use client";
import { AdminLink, AdminOrderLink } from "@/components/admin/admin-link";
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { OrderStatusBadge } from "@/components/ui/order-status-badge";
import { deleteOrder } from "@/lib/client/admin-api";
import { courierFilesPath } from "@/lib/domain/courier-files";
import { formatDate, formatTime } from "@/lib/domain/dates";
import { lineDescription } from "@/lib/domain/order-text";
import {
  awaitsConfirmation,
  confirmationLabel,
  deliverySlipUrl,
  orderLineView,
  orderStatusFromLabel,
  orderStatuses,
  orderStatusLabel,
  type Order,
} from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { orderListSearch, ordersListHref, type OrderFilter } from "@/lib/domain/validation/admin-order";
import { heldOrderTexts } from "@/lib/domain/held-orders";
import { noPhoneHistory, type ListedOrder, type PhoneHistory } from "@/lib/domain/phone-history";
import { blockedPhonesPath } from "@/lib/domain/validation/blocked-phone";
import { HeldBadge } from "./held-order";
import { StatusForm } from "./order-status-form";
import { PhoneHistoryLink } from "./phone-history";
import { PageLinks } from "./page-links";
import { PhoneCheck } from "./phone-check";
import { useAdminAction } from "./use-admin-action";

const statusChoices = ["All", ...orderStatuses.map((status) => orderStatusLabel[status])];

export interface OrdersView {
  /** What the list's address asks for. */
  filter: OrderFilter;
  /** The name of the registered customer whose orders alone are listed, when the filter names one. */
  customerName: string | null;
  pageCount: number;
  total: number;
}

/**
 * An order's actions: links in a table row; on a phone's card, buttons a thumb's size (44 px) with
 * room between them, Delete on a row of its own, away from the others.
 */
function Actions({
  order,
  onEdit,
  onDelete,
  card = false,
}: {
  order: Order;
  onEdit: () => void;
  onDelete: () => void;
  card?: boolean;
}) {
  const action = card
    ? "inline-flex min-h-11 items-center justify-center rounded-md border border-current px-3 text-center font-medium"
    : "underline";
  return (
    <div className={card ? "grid grid-cols-2 gap-2" : "flex flex-wrap gap-x-3 gap-y-1"}>
      <button type="button" className={clsx(action, "text-brand")} onClick={onEdit}>
        Edit Order
      </button>
      <a className={clsx(action, "text-brand")} href={deliverySlipUrl(order.id)} target="_blank" rel="noopener">
        Print Delivery Slip
      </a>
      <button
        type="button"
        className={clsx(action, "text-red-700", card && "col-span-2 justify-self-start")}
        onClick={onDelete}
      >
        Delete Order
      </button>
    </div>
  );
}

function Items({ order }: { order: Order }) {
  return (
    <ul className="text-xs">
      {order.lines.slice(0, 3).map((line, index) => (
        <li key={index}>{lineDescription(orderLineView(line))}</li>
      ))}
      {order.lines.length > 3 && <li className="text-stone-600">and {order.lines.length - 3} more</li>}
    </ul>
  );
}

function Status({ order }: { order: Order }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <OrderStatusBadge status={order.status} />
      {order.heldForReview && <HeldBadge />}
      {awaitsConfirmation(order) && (
        <span className="text-xs text-amber-800">{confirmationLabel[order.confirmation]}</span>
      )}
    </div>
  );
}

export function OrdersClient({
  orders,
  phoneHistories,
  view,
}: {
  orders: ListedOrder[];
  /** By Order.phoneKey: each row's phone history. */
  phoneHistories: Record<string, PhoneHistory>;
  view: OrdersView;
}) {
  const router = useRouter();
  const act = useAdminAction();
  const { filter } = view;
  const [editing, setEditing] = useState<Order | null>(null);
  const [search, setSearch] = useState(filter.q ?? "");
  const [range, setRange] = useState({ from: filter.from ?? "", to: filter.to ?? "" });

  const navigate = (next: Partial<OrderFilter>) =>
    router.push(ordersListHref({ ...filter, q: search, ...range, page: 1, ...next }));

  const remove = (order: Order) =>
    act({
      confirm: "Are you sure you want to delete this order?",
      call: () => deleteOrder(order.id),
      failure: "Failed to delete order",
    });

  const exportUrl = `/api/order/export${orderListSearch({ ...filter, page: 1 })}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Orders</h1>
        <div className="flex flex-wrap gap-2">
          <AdminLink href={courierFilesPath} className="btn-secondary">
            Courier files
          </AdminLink>
          <AdminLink href={blockedPhonesPath} className="btn-secondary">
            Blocked phones
          </AdminLink>
          <a href={exportUrl} className="btn-secondary" download>
            Export CSV
          </a>
        </div>
      </div>
      <form
        role="search"
        aria-label="Find orders"
        className="flex flex-wrap items-end gap-2 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          navigate({});
        }}
      >
        <label className="flex flex-col font-medium">
          Status
          <select
            className="field mt-1 w-auto"
            value={filter.status ? orderStatusLabel[filter.status] : "All"}
            onChange={(event) => navigate({ status: orderStatusFromLabel(event.target.value) })}
          >
            {statusChoices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col font-medium">
          Search orders
          <input
            type="search"
            className="field mt-1 w-72"
            placeholder="Number, transaction id, phone, name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="flex flex-col font-medium">
          From
          <input
            type="date"
            className="field mt-1 w-auto"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </label>
        <label className="flex flex-col font-medium">
          To
          <input
            type="date"
            className="field mt-1 w-auto"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </label>
        <button type="submit" className="btn-secondary">
          Search
        </button>
        <label className="flex min-h-11 items-center gap-2 font-medium">
          {/* Ticks at once; the list that answers the address mounts it again as the filter says. */}
          <input
            key={String(filter.held)}
            type="checkbox"
            className="h-4 w-4 accent-brand"
            defaultChecked={filter.held}
            onChange={(event) => navigate({ held: event.target.checked })}
          />
          {heldOrderTexts.filter}
        </label>
      </form>

      {view.customerName !== null && (
        <p className="flex items-center gap-1 self-start rounded-full bg-stone-200 py-1 pr-1 pl-3 text-sm">
          Customer: <span className="font-semibold">{view.customerName}</span>
          <AdminLink
            href={ordersListHref({ ...filter, customer: undefined, page: 1 })}
            aria-label={`Remove the filter Customer: ${view.customerName}`}
            className="rounded-full px-2 hover:bg-stone-300"
          >
            ✕
          </AdminLink>
        </p>
      )}

      {orders.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white px-3 py-8 text-center text-stone-600">
          No order found
        </p>
      )}

      {/* Wide screens: six columns that fit 1366 px, actions always in view. */}
      {orders.length > 0 && (
        <table className="hidden w-full rounded-lg border border-stone-200 bg-white text-left text-sm md:table">
          <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
            <tr>
              {["Order", "Customer", "Items", "Total", "Status", "Actions"].map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr
                key={order.id}
                className="border-t border-stone-200 align-top"
                aria-label={`Order ${order.transactionId}`}
              >
                <td className="px-3 py-2 whitespace-nowrap">
                  <AdminOrderLink order={order} />
                  <span className="block text-xs text-stone-600">
                    {formatDate(order.createdAt)} {formatTime(order.createdAt)}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span className="block font-medium">{order.user?.name ?? order.fullName}</span>
                  <span className="block text-xs whitespace-nowrap">{order.phone}</span>
                  <PhoneCheck phone={order.phone} />
                  <PhoneHistoryLink
                    phone={order.phone}
                    history={phoneHistories[order.phoneKey] ?? noPhoneHistory}
                    ofAnOrder
                    className="block text-xs"
                  />
                  <span className="block text-xs text-stone-600">{order.city}</span>
                </td>
                <td className="px-3 py-2">
                  <Items order={order} />
                </td>
                <td className="px-3 py-2 font-medium whitespace-nowrap">{formatRupees(order.total)}</td>
                <td className="px-3 py-2">
                  <Status order={order} />
                </td>
                <td className="w-44 px-3 py-2">
                  <Actions order={order} onEdit={() => setEditing(order)} onDelete={() => void remove(order)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {/* Phones: one card per order. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <div className="-mt-2 flex items-center justify-between gap-2">
              <AdminOrderLink order={order} className="inline-flex min-h-11 items-center" />
              <span className="font-semibold whitespace-nowrap">{formatRupees(order.total)}</span>
            </div>
            <p className="text-xs text-stone-600">
              {formatDate(order.createdAt)} {formatTime(order.createdAt)}
            </p>
            <p className="mt-1">
              {order.user?.name ?? order.fullName} · <span className="whitespace-nowrap">{order.phone}</span> ·{" "}
              {order.city}
            </p>
            <PhoneCheck phone={order.phone} />
            <PhoneHistoryLink
              phone={order.phone}
              history={phoneHistories[order.phoneKey] ?? noPhoneHistory}
              ofAnOrder
              className="inline-flex min-h-11 items-center text-xs"
            />
            <div className="my-2">
              <Items order={order} />
            </div>
            <Status order={order} />
            <div className="mt-2 border-t border-stone-200 pt-2">
              <Actions order={order} onEdit={() => setEditing(order)} onDelete={() => void remove(order)} card />
            </div>
          </li>
        ))}
      </ul>

      <PageLinks
        total={view.total}
        noun={{ one: "order", many: "orders" }}
        page={filter.page}
        pageCount={view.pageCount}
        hrefFor={(page) => ordersListHref({ ...filter, page })}
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} label="Update Order">
        <CloseButton onClick={() => setEditing(null)} />
        {editing && <StatusForm order={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}
